import { sliderPageSchema } from '../contract/content.ts';
import type { Slider } from '../contract/content.ts';
import type { Page } from '../contract/common.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** The home page's slider images, in display order: `GET /api/cms/sliders/images` (spec §7, Content). */
export function listSliders(client: ApiClient): Promise<ApiResult<Page<Slider>>> {
  return client.request('GET', '/api/cms/sliders/images', { schema: sliderPageSchema });
}
