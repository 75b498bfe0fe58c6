/** Migration 15: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Where a receipt's bytes are (issue 22 §10): 'store', the API's own upload store (served at
  -- {API}/ucarecdn/{uuid}/ with a token the API signs), or 'uploadcare', a file the shop uploaded to
  -- Uploadcare and the API only recorded (served by Uploadcare's CDN, signed with the project's
  -- signing secret when it has signed URLs on). Until now such a file was told only by its address:
  -- every file of our store has {API}/ucarecdn/{uuid}/, Uploadcare's are /{uuid}/{name} on its CDN.
  ALTER TABLE uploads ADD COLUMN source TEXT NOT NULL DEFAULT 'store' CHECK (source IN ('store', 'uploadcare'));
  UPDATE uploads SET source = 'uploadcare' WHERE cdn_url NOT LIKE '%/ucarecdn/' || uuid || '/';
`;
