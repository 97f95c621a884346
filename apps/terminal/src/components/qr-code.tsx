import { useEffect, useState } from 'react';
import { toDataURL } from 'qrcode';
import { ImageFrame } from '@beurs/ui';

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
  // Until the code is drawn, an empty white frame of the same size holds its place.
  return <ImageFrame variant="code" className="t-qr" src={url ?? undefined} width={176} height={176} alt={label} />;
}
