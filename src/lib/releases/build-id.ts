/**
 * The id of the build rendering this page, for `<meta name="build-id">` (BaseLayout): set in
 * `process.env.BUILD_ID` by the build manifest integration (integrations/build-manifest.ts) when a build
 * starts; undefined in `astro dev`, where nothing is released and the version watch stays off.
 * Read at render time, not compiled in, so the bundle does not change from build to build.
 */
export const renderingBuildId = (): string | undefined => process.env['BUILD_ID'] || undefined;
