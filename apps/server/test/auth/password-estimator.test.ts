import { afterEach, describe, expect, it } from 'vitest';
import {
  createPasswordEstimator,
  MAX_WAITING_CHECKS,
  PasswordEstimatorBusyError,
  type PasswordEstimator,
} from '../../src/auth/password-estimator';

let estimator: PasswordEstimator | undefined;
afterEach(async () => {
  await estimator?.close();
  estimator = undefined;
});

describe('the password estimator thread', () => {
  it("answers each check with zxcvbn's score and feedback, site words included", async () => {
    estimator = createPasswordEstimator();
    const [weak, site, strong] = await Promise.all([
      estimator.estimate('Summer2026!', []),
      estimator.estimate('Beurs2026', []),
      estimator.estimate('orchid kettle gravel lantern', []),
    ]);
    expect(weak).toEqual({
      score: 2,
      warning: null,
      suggestions: ['Add more words that are less common.', 'Capitalize more than the first letter.'],
    });
    expect(site).toMatchObject({ score: 1, warning: 'There should not be any personal or page related data.' });
    expect(strong).toEqual({ score: 4, warning: null, suggestions: [] });
    expect((await estimator.estimate('Oosterhuis2026!', ['oosterhuis'])).score).toBeLessThan(3);
  });

  it('refuses checks beyond the waiting limit instead of queueing without end', async () => {
    const busy = createPasswordEstimator();
    estimator = busy;
    const checks = Array.from({ length: MAX_WAITING_CHECKS + 1 }, (_, index) => busy.estimate(`lantern orchid ${index}`, []));
    const results = await Promise.allSettled(checks);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(MAX_WAITING_CHECKS);
    const refused = results.at(-1);
    expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(PasswordEstimatorBusyError);
  });

  it('starts a new thread after close', async () => {
    estimator = createPasswordEstimator();
    expect((await estimator.estimate('Summer2026!', [])).score).toBe(2);
    await estimator.close();
    expect((await estimator.estimate('orchid kettle gravel lantern', [])).score).toBe(4);
  });
});
