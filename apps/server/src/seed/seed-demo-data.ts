import type { AppContext } from '../app-context';
import { seedCountries, seedDemoUser } from './accounts-seed';
import { seedContent } from './content-seed';
import { seedMarket } from './market-seed';

/**
 * First start: countries, instruments with quotes and price history, calendars, news and the
 * demo user. Each part is idempotent, so a restart changes nothing.
 */
export async function seedDemoData(context: AppContext): Promise<void> {
  await seedCountries(context);
  await seedMarket(context);
  await seedContent(context);
  await seedDemoUser(context);
}
