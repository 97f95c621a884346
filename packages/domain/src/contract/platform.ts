import { z } from 'zod';
import { PAYMENT_METHOD_IDS, PAYMENT_METHOD_KINDS } from '../constants/payment-methods';
import { decimalString, isoDateTime } from './primitives';

/** The operator of this installation (product rule 2): named, never hidden. */
export const companyInfo = z.object({
  name: z.string(),
  site: z.string(),
  /** Legal entity identifier; null when not configured: the installation is a demonstration. */
  legal_entity_id: z.string().nullable(),
  /** Registration ID with the financial regulator; null when not authorised by any regulator. */
  registration_id: z.string().nullable(),
  address: z.string(),
  country: z.string(),
  phone: z.string(),
  support_email: z.string(),
});
z.globalRegistry.add(companyInfo, { id: 'CompanyInfo' });
/** The type of {@link companyInfo}. */
export type CompanyInfo = z.infer<typeof companyInfo>;

/** A payment method with its payment detail string (contract §3, §9). */
export const paymentMethod = z.object({
  id: z.enum(PAYMENT_METHOD_IDS),
  name: z.string(),
  kind: z.enum([PAYMENT_METHOD_KINDS.crypto, PAYMENT_METHOD_KINDS.bank, PAYMENT_METHOD_KINDS.card]),
  detail: z.string(),
});
z.globalRegistry.add(paymentMethod, { id: 'PaymentMethod' });

/**
 * What both web apps need to know about the installation before anyone signs in: the operator,
 * whether the money is virtual, the payment methods and the risk warning with this provider's
 * own share of losing accounts.
 */
export const platformInfo = z.object({
  company: companyInfo,
  /** True on the reference broker: every balance is virtual money (product rule 1). */
  is_demo: z.boolean(),
  currency: z.string(),
  /** Starting virtual balance, and what the daily demo top-up restores. */
  demo_balance: decimalString,
  payment_methods: z.array(paymentMethod),
  risk_warning: z.object({
    /** Share of retail accounts that lost money over the last 12 months; null with too little data. */
    loss_percent: z.number().nullable(),
    /** The full standard warning to show on every page. */
    text: z.string(),
    computed_at: isoDateTime,
  }),
});
/** The type of {@link platformInfo}. */
export type PlatformInfo = z.infer<typeof platformInfo>;
