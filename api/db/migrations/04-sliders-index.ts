/** Migration 4: never edit it once shipped (see ../migrations.ts). */
export default `
  -- /media/sliders/{n} checks its slider exists before drawing it: a seek, like the other families.
  CREATE INDEX sliders_image_key ON sliders(image_key);
`;
