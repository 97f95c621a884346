import type { PlatformInfo } from '@beurs/domain';
import { Text } from '@beurs/ui';
import { CopyButton } from '../../components/copy-button';
import { QrCode } from '../../components/qr-code';

type Method = PlatformInfo['payment_methods'][number];

/** What the user needs to pay with a method: a wallet (with copy and QR), bank or card details. */
export function PaymentMethodDetails({ method, supportEmail }: { method: Method; supportEmail: string | undefined }) {
  if (method.kind === 'crypto') {
    return (
      <div className="t-payment-details">
        <p>Send {method.name} to this address:</p>
        <p className="t-wallet">
          <code>{method.detail}</code> <CopyButton text={method.detail} label={`Copy the ${method.name} address`} />
        </p>
        <QrCode value={method.detail} label={`QR code of the ${method.name} address ${method.detail}`} />
      </div>
    );
  }
  if (method.kind === 'bank') {
    return (
      <div className="t-payment-details">
        <p>{method.detail}</p>
        <p>
          Contact support for the bank account details
          {supportEmail ? (
            <>
              : <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </>
          ) : null}
          .
        </p>
      </div>
    );
  }
  return (
    <div className="t-payment-details">
      <p>
        Placeholder card number: <code>{method.detail}</code>
      </p>
      <Text as="p" variant="muted" className="t-hint">
        Demo broker: no card is charged and no card details are collected.
      </Text>
    </div>
  );
}
