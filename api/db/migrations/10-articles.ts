/** Migration 10: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Content (issue 13): the editors' articles, listed on content pages and found by words or tags.
  CREATE TABLE articles (
    id INTEGER PRIMARY KEY,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    html TEXT NOT NULL,
    -- A JSON array of tags (src/lib/contract/articles.ts).
    tags TEXT NOT NULL DEFAULT '[]',
    page TEXT,
    published_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX articles_page ON articles(page, published_at);
`;
