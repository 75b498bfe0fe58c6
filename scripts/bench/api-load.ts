/**
 * The API load of the static-under-load step (static-load.ts), forked by it with the plan as its
 * argument: autocannon keeps `connections` requests in flight on the product list for `seconds`
 * and the totals go back over IPC. A process of its own, so the load's own work never sits on the
 * event loop that times the static pages (and autocannon aggregates its figures only on a main thread).
 */
import autocannon from 'autocannon';

/** What the worker is given. */
export interface ApiLoadPlan {
  apiUrl: string;
  apiKey: string;
  connections: number;
  seconds: number;
}

/** What it sends back once the load is over. */
export interface ApiLoadTotals {
  requests: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

if (process.send && process.argv[2]) {
  const plan = JSON.parse(process.argv[2]) as ApiLoadPlan;
  const result = await autocannon({
    url: plan.apiUrl,
    connections: plan.connections,
    duration: plan.seconds,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        headers: { 'X-API-KEY': plan.apiKey },
        // The first pages of the list, as shoppers browse it: each a real query, not one cached answer.
        setupRequest: (request) => ({ ...request, path: `/api/v3/items/joined?page=${1 + Math.floor(Math.random() * 5)}&size=24` }),
      },
    ],
  });
  const totals: ApiLoadTotals = {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
  process.send(totals, undefined, {}, () => process.disconnect());
}
