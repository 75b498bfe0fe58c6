/** `/bn/categories/{slug}/_payload.json`: a category page's payload, for the page's Bangla twin (issue 24 §1): the same data, next to the page it was rendered with. */
export { getStaticPaths, GET } from '../../../categories/[slug]/[payload].json.ts';
