/** Migration 22: never edit it once shipped (see ../migrations.ts). */
export default `
  -- The content in Bangla beside its English (issue 24 §4), as products and categories have name_bn:
  -- the home page's slides, the editors' pages and their figures, and the outlets' addresses. NULL
  -- where there is no Bangla (rows from before it, or an editor who wrote English only): the shop
  -- then shows the English, marked as English on a Bangla page.
  ALTER TABLE sliders ADD COLUMN title_bn TEXT;
  ALTER TABLE sliders ADD COLUMN subtitle_bn TEXT;
  ALTER TABLE content_pages ADD COLUMN title_bn TEXT;
  ALTER TABLE content_pages ADD COLUMN summary_bn TEXT;
  ALTER TABLE content_pages ADD COLUMN html_bn TEXT;
  ALTER TABLE content_bullets ADD COLUMN value_bn TEXT;
  ALTER TABLE content_bullets ADD COLUMN label_bn TEXT;
  ALTER TABLE outlets ADD COLUMN address_bn TEXT;
  ALTER TABLE outlets ADD COLUMN district_bn TEXT;
  ALTER TABLE outlets ADD COLUMN division_bn TEXT;
`;
