import { z } from 'zod';
import { imageSchema, pageSchema } from './common.ts';

/** A home-page slider image (`GET /api/cms/sliders/images`). */
export const sliderSchema = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  image: imageSchema,
});
export type Slider = z.infer<typeof sliderSchema>;
export const sliderPageSchema = pageSchema(sliderSchema);
