import { z } from 'zod';

/** Paging query shared by every list endpoint: 1-based page, bounded size. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of a list, as every list endpoint answers it (spec §7: lists are read from `body.list`). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    size: z.number().int().min(1),
  });
}
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** An image with its real pixel dimensions, so pages can reserve space and avoid layout shift. */
export const imageSchema = z.object({
  src: z.url(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type Image = z.infer<typeof imageSchema>;

/**
 * Body of every error answer. `errors` is present on 422 only: field errors keyed by
 * dotted paths (`address.city`, `items.0.quantity`), each a list of messages.
 */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
