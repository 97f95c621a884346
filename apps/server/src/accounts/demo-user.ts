/**
 * The shared demo account whose credentials the README publishes. Seeding creates it; the
 * services that must treat it differently (it cannot turn on two-factor sign-in, since anyone
 * may know its password) read it from here, not from the seed.
 */
export const DEMO_USER = {
  email: 'demo@beurs.example',
  password: 'paper-trading-2026',
  pin: '2468',
} as const;
