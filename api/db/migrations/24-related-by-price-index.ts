/** Migration 24: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Related items are a product's category neighbours closest in lowest price (api/resources/linked.ts).
  -- Computed per call, that lowest price made each call read and sort the whole category: a build asks
  -- once per product, so n products cost n × (category size) (100,000 products: the API alone took over
  -- 10 minutes of processor time, issue 25). Kept on the product, indexed by category, a call is two seeks.
  ALTER TABLE products ADD COLUMN min_price_paisa INTEGER;
  UPDATE products SET min_price_paisa = (SELECT MIN(price_paisa) FROM skus WHERE product_id = products.id);
  CREATE INDEX products_category_min_price ON products (category_id, min_price_paisa, id);
  -- The nearest below, read downwards in price and upwards in id (the tie order): without it, each
  -- call sorted a whole price step of the category (a demo price is shared by hundreds at 100,000).
  CREATE INDEX products_category_min_price_down ON products (category_id, min_price_paisa DESC, id);
  -- Kept by the database whoever writes a sku (the seed, the editor, a later importer).
  CREATE TRIGGER skus_min_price_insert AFTER INSERT ON skus BEGIN
    UPDATE products SET min_price_paisa = (SELECT MIN(price_paisa) FROM skus WHERE product_id = NEW.product_id) WHERE id = NEW.product_id;
  END;
  CREATE TRIGGER skus_min_price_update AFTER UPDATE OF price_paisa, product_id ON skus BEGIN
    UPDATE products SET min_price_paisa = (SELECT MIN(price_paisa) FROM skus WHERE product_id = NEW.product_id) WHERE id = NEW.product_id;
    UPDATE products SET min_price_paisa = (SELECT MIN(price_paisa) FROM skus WHERE product_id = OLD.product_id) WHERE id = OLD.product_id AND OLD.product_id <> NEW.product_id;
  END;
  CREATE TRIGGER skus_min_price_delete AFTER DELETE ON skus BEGIN
    UPDATE products SET min_price_paisa = (SELECT MIN(price_paisa) FROM skus WHERE product_id = OLD.product_id) WHERE id = OLD.product_id;
  END;
`;
