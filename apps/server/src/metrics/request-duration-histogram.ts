import type { Metric, Registry } from 'prom-client';

/** One labelled series: its bucket counts (made cumulative on export), their sum and count. */
export interface DurationSeries {
  readonly labels: Readonly<Record<string, string>>;
  /** Observations per bucket, not cumulative; the last slot counts those above every bound. */
  readonly counts: Float64Array;
  sum: number;
  count: number;
}

interface ExportedValue {
  labels: Record<string, string | number>;
  value: number;
  metricName: string;
}

/**
 * A Prometheus histogram of request durations that every HTTP answer records into, exported in
 * the exposition format of prom-client's own `Histogram` (`_bucket` with `le`, `_sum`, `_count`)
 * through the server's registry. prom-client's histogram hashes and validates the label object on
 * every observation, even through a labelled child: a fifth of the broker's own work per answer of
 * a cached read (docs/performance.md). Here the caller finds its series once per label set and an
 * observation is a scan of a dozen bounds and three additions.
 */
export class RequestDurationHistogram {
  readonly type = 'histogram';
  /** How prom-client's cluster registry merges the workers' values. */
  readonly aggregator = 'sum';
  private readonly all = new Map<string, DurationSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // The registry reads name, help, type, aggregator, get() and reset(): the shape of its own metrics.
    registry.registerMetric(this as unknown as Metric);
  }

  /** The series kept under `key`, a string the caller builds from its labels; undefined until added. */
  seriesAt(key: string): DurationSeries | undefined {
    return this.all.get(key);
  }

  /** Adds the series of `labels` under `key`. */
  addSeries(key: string, labels: Readonly<Record<string, string>>): DurationSeries {
    const series: DurationSeries = { labels, counts: new Float64Array(this.bounds.length + 1), sum: 0, count: 0 };
    this.all.set(key, series);
    return series;
  }

  observe(series: DurationSeries, seconds: number): void {
    const { bounds } = this;
    let slot = 0;
    while (slot < bounds.length && seconds > (bounds[slot] as number)) slot += 1;
    series.counts[slot] = (series.counts[slot] as number) + 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** What the registry exports, as prom-client's histogram gives it. */
  async get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: ExportedValue[] }> {
    const values: ExportedValue[] = [];
    for (const { labels, counts, sum, count } of this.all.values()) {
      let cumulative = 0;
      this.bounds.forEach((bound, slot) => {
        cumulative += counts[slot] as number;
        values.push({ labels: { le: bound, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  reset(): void {
    this.all.clear();
  }
}
