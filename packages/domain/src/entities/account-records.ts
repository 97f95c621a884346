import { z } from 'zod';
import { ACTIVITY_KINDS, DOCUMENT_KINDS, LEDGER_CAUSES, TRANSACTION_STATUSES } from '../constants/statuses';
import { PAYMENT_METHOD_IDS } from '../constants/payment-methods';
import { UPLOAD_RULES } from '../constants/limits';
import { decimalString, entityId, isoDateTime } from '../contract/primitives';
import { documentStatus } from './user';

/** A money movement: a ledger entry with its cause, or a pending deposit awaiting the operator. */
export const transaction = z.object({
  id: entityId,
  cause: z.enum(LEDGER_CAUSES),
  status: z.enum(TRANSACTION_STATUSES),
  /** Signed amount in the account currency: credits positive, debits negative. */
  amount: decimalString,
  /** Balance right after this entry; null while pending. */
  balance_after: decimalString.nullable(),
  /**
   * Marked extension (not in the spec): the entry's place in its account's ledger (1, 2, 3…),
   * assigned while the account is locked, so `balance_after` is the previous entry's plus
   * `amount`. The history is ordered by it. Null while pending; a backend without it leaves it out.
   */
  sequence: z.number().int().positive().nullable().optional().meta({
    description: "Beurs extension: the entry's place in its account's ledger (1, 2, 3…); null while pending.",
    'x-beurs-extension': true,
  }),
  /** Payment method of a deposit or withdrawal. */
  method: z.enum(PAYMENT_METHOD_IDS).nullable(),
  /** The order a realised P&L or financing entry belongs to. */
  order_id: entityId.nullable(),
  /** Human-readable description, e.g. "Demo top-up to 10,000.00 EUR". */
  description: z.string(),
  created_at: isoDateTime,
});
z.globalRegistry.add(transaction, { id: 'Transaction' });
/** The type of {@link transaction}. */
export type Transaction = z.infer<typeof transaction>;

/** One row of the account's activity log: sign-ins, orders, money movements, security changes. */
export const activity = z.object({
  id: entityId,
  kind: z.enum(ACTIVITY_KINDS),
  description: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: isoDateTime,
});
z.globalRegistry.add(activity, { id: 'Activity' });
/** The type of {@link activity}. */
export type Activity = z.infer<typeof activity>;

/** An uploaded identity document, as its owner sees it. */
export const photoDocument = z.object({
  id: entityId,
  kind: z.enum(DOCUMENT_KINDS),
  status: documentStatus,
  content_type: z.enum(UPLOAD_RULES.contentTypes),
  size: z.number().int().nonnegative(),
  /** Authenticated URL from which the owner (and only the owner) can fetch the file. */
  url: z.string(),
  uploaded_at: isoDateTime,
});
z.globalRegistry.add(photoDocument, { id: 'PhotoDocument' });
/** The type of {@link photoDocument}. */
export type PhotoDocument = z.infer<typeof photoDocument>;
