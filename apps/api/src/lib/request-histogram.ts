import type { Metric, Registry } from 'prom-client';

type Labels = { route: string; method: string; status: string };
type Series = { labels: Labels; counts: number[]; sum: number; count: number };
type Value = { labels: Record<string, string | number>; value: number; metricName: string };

/**
 * The request-duration histogram, observed once per request. prom-client's Histogram checks the
 * label names and hashes the label object on every observation (about 1.5 µs), a measurable share
 * of a cached catalogue read answered in about 30 µs (bench/README.md, "Catalogue under load");
 * here a series is found by three map lookups. The registry reads it as it reads its own metrics
 * (`get()` in prom-client's shape: the text format, and the JSON a cluster's workers are summed
 * from); `request-histogram.test.ts` holds its output equal to prom-client's Histogram.
 */
export class RequestHistogram {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Route → method → status → series: three lookups cost less than building a key each time. */
  private readonly series = new Map<string, Map<string, Map<number, Series>>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly upperBounds: readonly number[],
    registry: Registry,
  ) {
    registry.registerMetric(this as unknown as Metric);
  }

  observe(route: string, method: string, status: number, seconds: number): void {
    let byMethod = this.series.get(route);
    if (!byMethod) this.series.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (!byStatus) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (!series) {
      series = {
        labels: { route, method, status: String(status) },
        counts: new Array<number>(this.upperBounds.length).fill(0),
        sum: 0,
        count: 0,
      };
      byStatus.set(status, series);
    }
    // A value past the last bound counts only in +Inf.
    const bounds = this.upperBounds;
    for (let index = 0; index < bounds.length; index++) {
      if (seconds <= bounds[index]!) {
        series.counts[index]! += 1;
        break;
      }
    }
    series.sum += seconds;
    series.count += 1;
  }

  get(): { name: string; help: string; type: string; aggregator: string; values: Value[] } {
    const values: Value[] = [];
    for (const { labels, counts, sum, count } of this.allSeries()) {
      let cumulative = 0;
      this.upperBounds.forEach((le, index) => {
        cumulative += counts[index]!;
        values.push({ labels: { le, ...labels }, value: cumulative, metricName: `${this.name}_bucket` });
      });
      values.push({ labels: { le: '+Inf', ...labels }, value: count, metricName: `${this.name}_bucket` });
      values.push({ labels: { ...labels }, value: sum, metricName: `${this.name}_sum` });
      values.push({ labels: { ...labels }, value: count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, aggregator: this.aggregator, values };
  }

  private *allSeries(): Generator<Series> {
    for (const byMethod of this.series.values())
      for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  reset(): void {
    this.series.clear();
  }
}
