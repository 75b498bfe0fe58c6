/** Migration 25: never edit it once shipped (see ../migrations.ts). */
export default `
  -- More of the shop in Bangla beside its English (issue 24 §4), as migrations 22 and 23 began.
  -- A product picture's alt text: empty where there is none (the English read, marked as English on a
  -- Bangla page); NULL only on rows from before this migration that the seed's start-up fill has not
  -- looked at yet (api/seed/picture-alts.ts). The index finds those in one lookup on every start.
  ALTER TABLE product_images ADD COLUMN alt_bn TEXT;
  CREATE INDEX product_images_alt_bn_unfilled ON product_images (id) WHERE alt_bn IS NULL;
  -- The editors' articles (NULL where they wrote English only, as content pages).
  ALTER TABLE articles ADD COLUMN title_bn TEXT;
  ALTER TABLE articles ADD COLUMN summary_bn TEXT;
  ALTER TABLE articles ADD COLUMN html_bn TEXT;
  -- An order line's product name and options in Bangla as they were when ordered, beside the English
  -- (NULL: the product had no Bangla name, or the order is from before this migration).
  ALTER TABLE sale_lines ADD COLUMN name_bn TEXT;
  ALTER TABLE sale_lines ADD COLUMN options_bn TEXT;
`;
