import * as v from 'valibot';
import { imageSchema, pageSchema, positiveInteger } from './common.ts';

/** A home-page slider image (`GET /api/cms/sliders/images`). */
export const sliderSchema = v.object({
  id: positiveInteger,
  title: v.string(),
  subtitle: v.string(),
  /** The slide's words in Bangla (issue 24 §4), where the API has them. */
  titleBn: v.optional(v.string()),
  subtitleBn: v.optional(v.string()),
  link: v.string(),
  image: imageSchema,
});
export type Slider = v.InferOutput<typeof sliderSchema>;
/** A page of slider images. */
export const sliderPageSchema = pageSchema(sliderSchema);
