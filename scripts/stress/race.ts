import { checkout, newShopper } from './client.ts';

/** What the race came to: how many orders, how many 409s, anything else, and the stock left. */
export interface RaceResult {
  skuId: number;
  racers: number;
  created: number;
  refused: number;
  other: number;
  ms: number;
}

/**
 * The 50-way race (issue 11): one unit of `skuId` left (another customer buys the rest first),
 * then `racers` customers each send `POST /api/checkouts` for it at once.
 */
export async function raceForLastUnit(api: string, skuId: number, stock: number, racers: number): Promise<RaceResult> {
  const seller = await newShopper(api, 0);
  const rest = await checkout(api, seller, [{ skuId, quantity: stock - 1 }]);
  if (rest.status !== 201) throw new Error(`could not leave one unit of sku ${skuId}: ${rest.status}`);
  const shoppers = await Promise.all(Array.from({ length: racers }, (_, i) => newShopper(api, i + 1)));
  const started = performance.now();
  const answers = await Promise.all(shoppers.map((shopper) => checkout(api, shopper, [{ skuId, quantity: 1 }])));
  const ms = performance.now() - started;
  const count = (status: number) => answers.filter((answer) => answer.status === status).length;
  return { skuId, racers, created: count(201), refused: count(409), other: racers - count(201) - count(409), ms };
}
