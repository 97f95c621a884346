import { z } from 'zod';
import { ACCOUNT_STATUSES, DOCUMENT_KINDS, VERIFICATION_STATUSES } from '../constants/statuses';
import { PAYMENT_METHOD_IDS } from '../constants/payment-methods';
import { decimalString, entityId, isoDateTime } from '../contract/primitives';

/** Review state of one uploaded identity document. */
export const documentStatus = z.enum(['pending_review', 'verified', 'rejected']);

/** The account's money, computed by the server from the ledger and the open positions. */
export const accountFigures = z.object({
  /** Account currency (always EUR on the reference broker). */
  currency: z.string(),
  /** Sum of the ledger entries. */
  balance: decimalString,
  /** Balance plus unrealised P&L of open positions. */
  equity: decimalString,
  /** Margin held by open positions. */
  margin: decimalString,
  /** Equity minus margin: what new positions and withdrawals may use. */
  free_margin: decimalString,
  /** Equity / margin x 100, or null with no open position. */
  margin_level: decimalString.nullable(),
  /** Unrealised P&L of open positions. */
  unrealised_pnl: decimalString,
});
/** The type of {@link accountFigures}. */
export type AccountFigures = z.infer<typeof accountFigures>;

/** The signed-in user as `/users/` returns it. */
export const user = accountFigures.extend({
  id: entityId,
  email: z.email(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  country_id: z.number().int(),
  status: z.enum(ACCOUNT_STATUSES),
  /** Always true on the reference broker: the money is virtual (product rule 1). */
  is_demo: z.boolean(),
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    documents: z.partialRecord(z.enum(DOCUMENT_KINDS), documentStatus),
  }),
  has_pin: z.boolean(),
  /** When withdrawals are locked after 5 wrong PINs, until when; otherwise null. */
  pin_locked_until: isoDateTime.nullable(),
  /** The wallet set with `/users/wallet/identification/set`, used for withdrawals. */
  wallet: z.object({ address: z.string(), type: z.enum(PAYMENT_METHOD_IDS) }).nullable(),
  /** When the demo top-up can next be claimed; null when it can be now. */
  credit_available_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
z.globalRegistry.add(user, { id: 'User' });
/** The type of {@link user}. */
export type User = z.infer<typeof user>;
