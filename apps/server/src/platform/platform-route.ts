import type { FastifyInstance } from 'fastify';
import { ACCOUNT_CURRENCY, createPaymentMethods, formatMoneyAmount, riskWarning, type PlatformInfo } from '@beurs/domain';
import type { AppContext } from '../app-context';
import { publicRoute } from '../http/route';
import { currentLossShare } from './loss-share';
import { publicSiteUrl } from './public-site';

/** Registers `GET /api/v1/platform`: the operator, payment methods and the risk warning. */
export function registerPlatformRoute(app: FastifyInstance, context: AppContext): void {
  publicRoute(app, context, 'getPlatform', async ({ request }) => {
    const { company, wallets, demoBalance } = context.config;
    const share = await currentLossShare(context);
    const info: PlatformInfo = {
      company: {
        name: company.name,
        site: publicSiteUrl(company.site, request),
        legal_entity_id: company.legalEntityId,
        registration_id: company.registrationId,
        address: company.address,
        country: company.country,
        phone: company.phone,
        support_email: company.supportEmail,
      },
      is_demo: true,
      currency: ACCOUNT_CURRENCY,
      demo_balance: formatMoneyAmount(demoBalance),
      payment_methods: createPaymentMethods({ wallets }),
      risk_warning: { loss_percent: share.percent, text: riskWarning(share.percent), computed_at: share.computedAt.toISOString() },
    };
    return info;
  });
}
