import { z } from 'zod';
import { MONEY_TRANSFER_LIMITS, ACCOUNT_CURRENCY, MAX_INTEGER_ID, PIN_RULES } from '../constants/limits';
import { PAYMENT_METHOD_IDS } from '../constants/payment-methods';
import { user } from '../entities/user';
import { activity, photoDocument, transaction } from '../entities/account-records';
import { moneyInput, typeError } from './primitives';

/** User response (contract §3: `user`). */
export const userResponse = z.object({ user });
z.globalRegistry.add(userResponse, { id: 'UserResponse' });
/** The type of {@link userResponse}. */
export type UserResponse = z.infer<typeof userResponse>;

/** Profile update: any of the fields, at least one. */
export const clientUpdateRequest = z
  .object({
    first_name: z.string().trim().min(1, { error: 'First name cannot be empty' }).max(100),
    last_name: z.string().trim().min(1, { error: 'Last name cannot be empty' }).max(100),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ()-]{6,20}$/, { error: 'Enter a phone number of 6 to 20 digits, like +31 20 123 4567' }),
    country_id: z.number().int().positive({ error: 'Choose your country' }).max(MAX_INTEGER_ID, { error: 'Choose your country' }),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { error: 'Change at least one field' });
/** What a caller sends: the input type of {@link clientUpdateRequest}. */
export type ClientUpdateRequest = z.input<typeof clientUpdateRequest>;

const paymentType = z.enum(PAYMENT_METHOD_IDS, {
  error: `Choose a payment method: ${PAYMENT_METHOD_IDS.join(', ')}`,
});

const walletText = z
  .string({ error: typeError('Wallet or account', 'text') })
  .trim()
  .min(1, { error: 'Wallet or account is required' })
  .max(200);

/**
 * A deposit (contract §3). A positive amount credits virtual funds at once; an amount of 0 (what the
 * spec's client sends) opens a pending deposit that the operator confirms (product rules, Deposit amount).
 */
export const depositRequest = z.object({
  meta: z.object({
    wallet: z.string().trim().max(200).default(''),
    extra: z.string().trim().max(500).optional(),
  }),
  amount: moneyInput({
    label: 'Amount',
    min: MONEY_TRANSFER_LIMITS.min,
    max: MONEY_TRANSFER_LIMITS.max,
    allowZero: true,
    unit: ACCOUNT_CURRENCY,
  }),
  type: paymentType,
  first_name: z.string().trim().min(1, { error: 'First name is required' }).max(100),
  last_name: z.string().trim().min(1, { error: 'Last name is required' }).max(100),
});
/** What a caller sends: the input type of {@link depositRequest}. */
export type DepositRequest = z.input<typeof depositRequest>;

const pinCode = z
  .string({ error: typeError('PIN', 'text') })
  .regex(PIN_RULES.pattern, { error: `PIN must be ${PIN_RULES.minLength} to ${PIN_RULES.maxLength} digits` });

/**
 * A withdrawal (contract §3): never more than free margin, and only with the right PIN
 * (product rules, Limits; product rules, PIN).
 */
export const withdrawalRequest = z.object({
  meta: z.object({ wallet: walletText }),
  amount: moneyInput({
    label: 'Amount',
    min: MONEY_TRANSFER_LIMITS.min,
    max: MONEY_TRANSFER_LIMITS.max,
    unit: ACCOUNT_CURRENCY,
  }),
  type: paymentType,
  pin: pinCode,
});
/** What a caller sends: the input type of {@link withdrawalRequest}. */
export type WithdrawalRequest = z.input<typeof withdrawalRequest>;

/** The money movement a deposit, withdrawal or top-up created. */
export const transactionResponse = z.object({ transaction });
z.globalRegistry.add(transactionResponse, { id: 'TransactionResponse' });
/** The type of {@link transactionResponse}. */
export type TransactionResponse = z.infer<typeof transactionResponse>;

/** Save PIN (contract §3: `code`). Changing an existing PIN also needs the current one. */
export const savePinRequest = z.object({
  code: pinCode,
  current_code: pinCode.optional(),
});
/** What a caller sends: the input type of {@link savePinRequest}. */
export type SavePinRequest = z.input<typeof savePinRequest>;

/** Wallet identification: the wallet (or account) withdrawals are paid to. */
export const walletIdentificationRequest = z.object({
  wallet: walletText,
  type: paymentType,
});
/** What a caller sends: the input type of {@link walletIdentificationRequest}. */
export type WalletIdentificationRequest = z.input<typeof walletIdentificationRequest>;

/** Paging for list calls; both optional. */
export const pageRequest = z
  .object({
    limit: z.number().int().min(1).max(500).optional(),
    offset: z.number().int().min(0).optional(),
  })
  .default({});
/** What a caller sends: the input type of {@link pageRequest}. */
export type PageRequest = z.input<typeof pageRequest>;

/** Transactions response (contract §3: `transactions`), newest first. */
export const transactionsResponse = z.object({ transactions: z.array(transaction) });
/** The type of {@link transactionsResponse}. */
export type TransactionsResponse = z.infer<typeof transactionsResponse>;

/** Activities response (contract §3: `activities`), newest first. */
export const activitiesResponse = z.object({ activities: z.array(activity) });
/** The type of {@link activitiesResponse}. */
export type ActivitiesResponse = z.infer<typeof activitiesResponse>;

/** Photos response (contract §3: `photo`): the caller's own documents. */
export const photoResponse = z.object({ photo: z.array(photoDocument) });
/** The type of {@link photoResponse}. */
export type PhotoResponse = z.infer<typeof photoResponse>;

/** The document an upload stored. */
export const documentResponse = z.object({ document: photoDocument });
z.globalRegistry.add(documentResponse, { id: 'DocumentResponse' });
/** The type of {@link documentResponse}. */
export type DocumentResponse = z.infer<typeof documentResponse>;
