import { z } from 'zod';

/** A catalogue category (spec §3: id, name, slug, image), with its Bangla name. */
export const categorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  nameBn: z.string().min(1),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  image: z.url(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = z.array(categorySchema);
