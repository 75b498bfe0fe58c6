/** Migration 23: never edit it once shipped (see ../migrations.ts). */
export default `
  -- A product's description in Bangla beside its English one (issue 24 §4), as its name has name_bn.
  -- Empty where there is none (the English shown, marked as English on a Bangla page): an editor
  -- cleared it, or the product's English was no longer the demo's when the seed looked. NULL only on
  -- rows from before this migration that the seed's start-up fill has not looked at yet
  -- (api/seed/description-fill.ts); they too show the English.
  ALTER TABLE products ADD COLUMN description_bn TEXT;
  -- The rows that fill still has to look at: finding none is one lookup on every start, not a scan
  -- of a 100,000-product catalogue. The seed writes every new row's Bangla, so the index stays empty.
  CREATE INDEX products_description_bn_unfilled ON products (id) WHERE description_bn IS NULL;
`;
