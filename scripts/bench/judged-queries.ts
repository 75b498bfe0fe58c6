/**
 * Issue 25 §4: a small judged query set over the demo catalogue (api/seed), for precision@5. Each
 * query says which products a shopper typing it expects among the first five, by what the result
 * card shows (the English name): the judgement a person makes at a glance, written down once.
 * Bangla queries are judged by the English name too, since it says what the thing is.
 */
export interface JudgedQuery {
  query: string;
  /** Whether a product with this English name answers the query. */
  relevant: RegExp;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  { query: 'pen', relevant: /\bpens?\b/i },
  { query: 'pencil', relevant: /\bpencils?\b/i },
  { query: 'gift box', relevant: /\bgift (hamper )?box\b|\bkeepsake box\b/i },
  { query: 'notebook', relevant: /\bnotebooks?\b/i },
  { query: 'mug', relevant: /\bmugs?\b/i },
  { query: 'calculator', relevant: /\bcalculators?\b/i },
  { query: 'scientific calculator', relevant: /\bscientific calculator\b/i },
  { query: 'gel pen', relevant: /\bgel pens?\b/i },
  { query: 'ball pen', relevant: /\bball pens?\b/i },
  { query: 'school bag', relevant: /\bschool (bag|backpack)\b/i },
  { query: 'backpack', relevant: /\bbackpack\b/i },
  { query: 'photo frame', relevant: /\bphoto frame\b/i },
  { query: 'diary', relevant: /\bdiary\b/i },
  { query: 'crayons', relevant: /\bcrayons?\b/i },
  { query: 'file', relevant: /\bfile\b/i },
  { query: 'glue', relevant: /\bglue\b/i },
  { query: 'birthday card', relevant: /\bbirthday card\b/i },
  { query: 'ribbon', relevant: /\bribbon\b/i },
  { query: 'tape', relevant: /\btape\b/i },
  { query: 'কলম', relevant: /\bpens?\b/i },
];

/** How many of the first results are judged. */
export const JUDGED_DEPTH = 5;

/**
 * Precision at 5 of one ranked answer: the share of its first five names that answer the query.
 * When the whole catalogue holds fewer than five answers, the share is of those (a perfect ranking
 * always scores 1), so `catalogue` is every English name there is.
 */
export function precisionAt5(judged: JudgedQuery, ranked: readonly string[], catalogue: readonly string[]): number {
  const possible = Math.min(JUDGED_DEPTH, catalogue.filter((name) => judged.relevant.test(name)).length);
  if (possible === 0) throw new Error(`No product in the catalogue answers “${judged.query}”: the judgement is wrong`);
  return ranked.slice(0, JUDGED_DEPTH).filter((name) => judged.relevant.test(name)).length / possible;
}
