import { PAYMENT_METHOD_IDS, type PaymentMethodId } from '@beurs/domain';

/** Whether a stored method name is one of the contract's payment methods. */
export function isPaymentMethodId(value: string | null | undefined): value is PaymentMethodId {
  return (PAYMENT_METHOD_IDS as readonly string[]).includes(value ?? '');
}

const NAMES: Record<PaymentMethodId, string> = {
  bitcoin: 'Bitcoin',
  tether: 'Tether (USDT)',
  ethereum: 'Ethereum',
  tron: 'Tron',
  bank_transfer: 'bank transfer',
  credit_card: 'credit card',
};

/** A payment method as sentences name it: "bank transfer", "Bitcoin". */
export function paymentMethodName(method: PaymentMethodId): string {
  return NAMES[method];
}
