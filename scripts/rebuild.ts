/**
 * `npm run rebuild`: asks the shop that `npm start` runs for a new release through its build hook
 * and follows the build until it is live (or failed; then it exits 1). The hook is
 * `BUILD_HOOK_URL`, else `http://127.0.0.1:{PORT}/_hooks/rebuild`; the secret `BUILD_HOOK_SECRET`.
 */
import { requestAndFollow } from './releases/follow.ts';

const hookUrl = process.env['BUILD_HOOK_URL'] || `http://127.0.0.1:${process.env['PORT'] || 4321}/_hooks/rebuild`;
const secret = process.env['BUILD_HOOK_SECRET'];

if (!secret) {
  console.error('[rebuild] set BUILD_HOOK_SECRET: the one `npm start` was given, or printed when it made one up');
  process.exit(1);
}
try {
  const build = await requestAndFollow({ hookUrl, secret });
  if (build.error !== undefined) {
    console.error(`[rebuild] build ${build.id} failed after ${(build.durationMs / 1000).toFixed(1)} s: ${build.error}`);
    console.error('[rebuild] the site still serves the release before it');
    process.exit(1);
  }
  console.log(`[rebuild] release ${build.id} is live: ${build.pages ?? '?'} pages, built in ${(build.durationMs / 1000).toFixed(1)} s`);
} catch (error) {
  const reason = error instanceof Error ? error.message : String(error);
  console.error(`[rebuild] ${reason.includes('fetch failed') ? `could not reach ${hookUrl}: is \`npm start\` running?` : reason}`);
  process.exit(1);
}
