/** GET /api/admin/metrics (admins): one instance's request figures and the shared mail queue's depth. */
export interface MetricsDto {
  uptimeSeconds: number;
  memory: { rssBytes: number; heapUsedBytes: number };
  /** Messages per state in the outgoing-mail queue (ADR 013); `queued` + `sending` is the backlog. */
  mailQueue: { queued: number; sending: number; failed: number; sent: number };
  /** Per route pattern, busiest first; latencies over the route's last 512 answers. */
  routes: RouteMetricsDto[];
}

/** One route pattern's figures. */
export interface RouteMetricsDto {
  route: string;
  count: number;
  /** Answers with a 5xx status. */
  errors: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
}
