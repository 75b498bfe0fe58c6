/** `/bn/products/_payload.json`: the product list's payload, for the page's Bangla twin (issue 24 §1): the same data, next to the page it was rendered with. */
export { getStaticPaths, GET } from '../../products/[payload].json.ts';
