import type { AppContext } from '../app-context';
import { seedCountries, seedDemoUser } from './accounts-seed';
import { seedContent } from './content-seed';
import { seedInstruments, seedMarket } from './market-seed';

/**
 * First start: countries, instruments, calendars and news, then the quotes and price history,
 * then the demo user. The calendars go in before the history, so the releases and earnings of the
 * days the history covers move its prices as they move the live ones. Each part is idempotent,
 * so a restart changes nothing.
 */
export async function seedDemoData(context: AppContext): Promise<void> {
  await seedCountries(context);
  await seedInstruments(context);
  await seedContent(context);
  await seedMarket(context);
  await seedDemoUser(context);
}
