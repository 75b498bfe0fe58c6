/**
 * Sends `count` requests at once (issue 22's concurrency layer): all are started before any is
 * awaited, so they reach the server together. Resolves with every answer, in the order sent.
 */
export function burst<T>(count: number, send: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/** How many answers had each status: `{ 401: 5, 429: 45 }`. */
export function tally(answers: readonly { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
