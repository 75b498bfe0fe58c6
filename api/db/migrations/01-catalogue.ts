/** Migration 1: never edit it once shipped (see ../migrations.ts). */
export default `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_bn TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    image_key TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    name TEXT NOT NULL,
    name_bn TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    brand TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id);
  CREATE TABLE product_images (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    image_key TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    alt TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX product_images_product ON product_images(product_id);
  CREATE TABLE skus (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE,
    price_paisa INTEGER NOT NULL CHECK (price_paisa >= 0),
    sale_price_paisa INTEGER CHECK (sale_price_paisa >= 0),
    regular_price_paisa INTEGER CHECK (regular_price_paisa >= 0),
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    size TEXT,
    color TEXT,
    image_key TEXT NOT NULL
  );
  CREATE INDEX skus_product ON skus(product_id);
  CREATE TABLE sliders (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL,
    link TEXT NOT NULL,
    image_key TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    source_id TEXT NOT NULL,
    currency TEXT NOT NULL UNIQUE,
    country TEXT NOT NULL,
    num_code TEXT NOT NULL,
    rate REAL NOT NULL CHECK (rate > 0),
    img TEXT NOT NULL DEFAULT ''
  );
`;
