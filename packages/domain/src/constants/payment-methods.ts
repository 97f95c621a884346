/** Payment method ids (contract §9: bitcoin, tether, ethereum, tron, bank transfer, credit card). */
export const PAYMENT_METHOD_IDS = ['bitcoin', 'tether', 'ethereum', 'tron', 'bank_transfer', 'credit_card'] as const;

/** One of {@link PAYMENT_METHOD_IDS}. */
export type PaymentMethodId = (typeof PAYMENT_METHOD_IDS)[number];

/** How a payment method pays: to a crypto wallet, by bank, or by card. */
export const PAYMENT_METHOD_KINDS = { crypto: 'crypto', bank: 'bank', card: 'card' } as const;

/** One of {@link PAYMENT_METHOD_KINDS}. */
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[keyof typeof PAYMENT_METHOD_KINDS];

/** A payment method as a pickers shows it, with the payment detail string (contract §3). */
export interface PaymentMethod {
  readonly id: PaymentMethodId;
  readonly name: string;
  readonly kind: PaymentMethodKind;
  /** What the user needs to pay: a wallet address, bank details or a card placeholder. */
  readonly detail: string;
}

/** The bank transfer's payment description: the user asks support for the details (contract §9). */
export const BANK_TRANSFER_DESCRIPTION = 'contact support';

/** The placeholder card number shown for card payments (contract §9). */
export const PLACEHOLDER_CARD_NUMBER = '4111 1111 1111 1111';

/** Configurable parts of the payment details; wallet addresses come from the operator. */
export interface PaymentDetailsConfig {
  readonly wallets: Readonly<Record<'bitcoin' | 'tether' | 'ethereum' | 'tron', string>>;
}

/**
 * Builds the 6 payment methods with their detail strings (contract §9): a crypto wallet address
 * for each coin, bank details whose description is 'contact support', a placeholder card.
 *
 * @example
 * createPaymentMethods({ wallets: { bitcoin: 'bc1q…', tether: 'T…', ethereum: '0x…', tron: 'T…' } })
 */
export function createPaymentMethods(config: PaymentDetailsConfig): PaymentMethod[] {
  return [
    { id: 'bitcoin', name: 'Bitcoin', kind: 'crypto', detail: config.wallets.bitcoin },
    { id: 'tether', name: 'Tether (USDT)', kind: 'crypto', detail: config.wallets.tether },
    { id: 'ethereum', name: 'Ethereum', kind: 'crypto', detail: config.wallets.ethereum },
    { id: 'tron', name: 'Tron', kind: 'crypto', detail: config.wallets.tron },
    { id: 'bank_transfer', name: 'Bank transfer', kind: 'bank', detail: `Payment description: ${BANK_TRANSFER_DESCRIPTION}` },
    { id: 'credit_card', name: 'Credit card', kind: 'card', detail: PLACEHOLDER_CARD_NUMBER },
  ];
}
