import { afterEach } from 'vitest';
import { expectLedgerInvariant } from './test-server';

afterEach(async () => {
  await expectLedgerInvariant();
});
