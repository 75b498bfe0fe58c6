/** Migration 3: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Related items order by each product's lowest price: a covering index makes that a seek, not a scan.
  CREATE INDEX skus_product_price ON skus(product_id, price_paisa);
`;
