import * as v from 'valibot';
import { httpUrl, positiveInteger } from './common.ts';

/** A catalogue category (spec §3: id, name, slug, image), with its Bangla name. */
export const categorySchema = v.object({
  id: positiveInteger,
  name: v.pipe(v.string(), v.minLength(1)),
  nameBn: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  image: httpUrl,
});
export type Category = v.InferOutput<typeof categorySchema>;

/** A list of categories. */
export const categoryListSchema = v.array(categorySchema);
