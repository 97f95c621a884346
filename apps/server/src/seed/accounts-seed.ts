import type { AppContext } from '../app-context';

/** Countries of the registration form. Idempotent. */
export async function seedCountries(_context: AppContext): Promise<void> {
  // Not built yet.
}

/** The demo user whose credentials the README gives. Idempotent. */
export async function seedDemoUser(_context: AppContext): Promise<void> {
  // Not built yet.
}
