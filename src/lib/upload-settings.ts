import { DEMO_UPLOAD_PUBLIC_KEY, uploadServiceUrls } from './contract/upload-limits.ts';

/*
 * Where the browser sends receipts (issue 12 §4): the settings `@uploadcare/upload-client` takes,
 * from the build's configuration. Nothing set: the reference API's upload service and CDN under
 * `PUBLIC_API_URL`, with its demo key. `PUBLIC_UPLOAD_URL` set (Uploadcare): its CDN unless
 * `PUBLIC_UPLOAD_CDN_URL` names another.
 */

/** Uploadcare's own CDN, for an upload service named without one. */
export const UPLOADCARE_CDN = 'https://ucarecdn.com/';

/** The build's upload configuration (`astro:env/client`); unset ones are undefined. */
export interface UploadEnv {
  apiUrl: string;
  uploadUrl?: string | undefined;
  uploadKey?: string | undefined;
  cdnUrl?: string | undefined;
}

/** The client's `publicKey`, `baseURL` and `baseCDN`. */
export interface UploadSettings {
  publicKey: string;
  baseURL: string;
  baseCDN: string;
}

/** The upload client's settings for `env`. `baseCDN` always ends in `/`: the client appends `{uuid}/` to it as is. */
export function uploadSettingsOf(env: UploadEnv): UploadSettings {
  const reference = uploadServiceUrls(env.apiUrl);
  const baseURL = env.uploadUrl ? env.uploadUrl.replace(/\/+$/, '') : reference.baseURL;
  const cdn = env.cdnUrl || (env.uploadUrl ? UPLOADCARE_CDN : reference.baseCDN);
  return { publicKey: env.uploadKey || DEMO_UPLOAD_PUBLIC_KEY, baseURL, baseCDN: cdn.endsWith('/') ? cdn : `${cdn}/` };
}
