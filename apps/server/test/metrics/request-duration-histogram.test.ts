import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurationHistogram } from '../../src/metrics/request-duration-histogram';

const BOUNDS = [0.005, 0.025, 1, 10];
const OBSERVED = [0.003, 0.005, 0.02, 0.4, 0.4, 30];

describe('the request duration histogram', () => {
  it('exports exactly what prom-client’s own histogram exports for the same observations', async () => {
    const ours = new Registry();
    const histogram = new RequestDurationHistogram('beurs_test_seconds', 'Test durations.', BOUNDS, ours);
    const get = histogram.addSeries('GET /a 2xx', { method: 'GET', route: '/a', status_class: '2xx' });
    const post = histogram.addSeries('POST /b 4xx', { method: 'POST', route: '/b', status_class: '4xx' });
    for (const seconds of OBSERVED) histogram.observe(get, seconds);
    histogram.observe(post, 2);

    const reference = new Registry();
    const theirs = new Histogram({
      name: 'beurs_test_seconds',
      help: 'Test durations.',
      labelNames: ['method', 'route', 'status_class'],
      buckets: BOUNDS,
      registers: [reference],
    });
    for (const seconds of OBSERVED) theirs.observe({ method: 'GET', route: '/a', status_class: '2xx' }, seconds);
    theirs.observe({ method: 'POST', route: '/b', status_class: '4xx' }, 2);

    expect(await ours.metrics()).toBe(await reference.metrics());
    expect(await ours.metrics()).toContain('beurs_test_seconds_bucket{le="0.005",method="GET",route="/a",status_class="2xx"} 2');
  });

  it('finds a series by its key and starts again empty after a reset', async () => {
    const registry = new Registry();
    const histogram = new RequestDurationHistogram('beurs_test_seconds', 'Test durations.', BOUNDS, registry);
    expect(histogram.seriesAt('GET /a 2xx')).toBeUndefined();
    const series = histogram.addSeries('GET /a 2xx', { method: 'GET', route: '/a', status_class: '2xx' });
    expect(histogram.seriesAt('GET /a 2xx')).toBe(series);
    histogram.observe(series, 0.1);
    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('_count');
  });
});
