/** Migration 21: never edit it once shipped (see ../migrations.ts). */
export default `
  -- The language the shopper used when ordering (issue 26 §1): the order's text messages and e-mails
  -- are written in it. Orders from before it were placed in English.
  ALTER TABLE sales ADD COLUMN lang TEXT NOT NULL DEFAULT 'en' CHECK (lang IN ('en', 'bn'));
`;
