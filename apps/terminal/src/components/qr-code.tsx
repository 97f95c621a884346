import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';

/**
 * A QR code drawn in the browser (no external service, so the value never leaves the page):
 * a wallet address on the deposit screen, a two-factor secret on the security screen.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(value, { margin: 1, width: 176, errorCorrectionLevel: 'M' }).then(
      (data) => {
        if (current) setUrl(data);
      },
      (error: unknown) => console.warn('Could not draw the QR code', error),
    );
    return () => {
      current = false;
    };
  }, [value]);
  return url ? <img className="t-qr" src={url} width={176} height={176} alt={label} /> : <div className="t-qr t-qr--empty" aria-hidden="true" />;
}
