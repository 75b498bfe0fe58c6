/** `/bn/{page}/_payload.json`: a content page's payload, for the page's Bangla twin (issue 24 §1): the same data, next to the page it was rendered with. */
export { getStaticPaths, GET } from '../../[content]/[payload].json.ts';
