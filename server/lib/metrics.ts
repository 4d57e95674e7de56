import type { RouteMetricsDto } from '@shared/api/metrics';

/**
 * Request counts and latencies of this instance, per route, for GET /api/admin/metrics. Cheap on the hot path:
 * a map lookup, two additions and one array write per request. Latency percentiles come from the last
 * SAMPLES answers of each route (a ring), sorted only when an admin asks.
 */
const SAMPLES = 512;

interface RouteStats {
  count: number;
  errors: number;
  ring: Float64Array;
  next: number;
  maxMs: number;
}

export type RouteMetrics = RouteMetricsDto;

export class RequestMetrics {
  readonly startedAt = Date.now();
  private routes = new Map<string, RouteStats>();

  record(route: string, status: number, ms: number): void {
    let s = this.routes.get(route);
    if (!s) {
      s = { count: 0, errors: 0, ring: new Float64Array(SAMPLES), next: 0, maxMs: 0 };
      this.routes.set(route, s);
    }
    s.count += 1;
    if (status >= 500) s.errors += 1;
    s.ring[s.next] = ms;
    s.next = (s.next + 1) % SAMPLES;
    if (ms > s.maxMs) s.maxMs = ms;
  }

  snapshot(): RouteMetrics[] {
    const round = (n: number) => Math.round(n * 10) / 10;
    return [...this.routes]
      .map(([route, s]) => {
        const sorted = Array.from(s.ring.subarray(0, Math.min(s.count, SAMPLES))).sort((a, b) => a - b);
        const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
        return {
          route,
          count: s.count,
          errors: s.errors,
          p50Ms: round(at(0.5)),
          p90Ms: round(at(0.9)),
          p99Ms: round(at(0.99)),
          maxMs: round(s.maxMs),
        };
      })
      .sort((a, b) => b.count - a.count);
  }
}
