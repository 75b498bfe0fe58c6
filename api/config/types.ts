import type { CodConfirmationPolicy } from '../checkout/cod-confirmation.ts';
import type { HoldLimits } from '../checkout/hold-limits.ts';
import type { UploadQuota } from '../uploads/quota.ts';

/* The shapes of the API's settings (api/config.ts reads them from the environment). */

/** Settings of the reference API, read from the environment with demo defaults. */
export interface ApiConfig {
  host: string;
  port: number;
  /** Origin that images and links in answers are built on (what a browser uses to reach us). */
  publicUrl: string;
  dbPath: string;
  mediaCacheDir: string;
  /** Keys accepted in `X-API-KEY`. */
  apiKeys: string[];
  /** Basic-auth key pair of the store catalogue service. */
  catalogKey: string;
  catalogSecret: string;
  /** Origins allowed by CORS (the storefront's); `*` allows any, as an explicit opt-in. */
  corsOrigins: string[];
  /** How many demo products to seed into an empty database. */
  demoProducts: number;
  /** SMTP server of outgoing e-mail (`smtp://user:pass@host:587`); unset, messages go to `outboxDir`. */
  smtpUrl: string | undefined;
  /** Folder each e-mail is written to as an `.eml` file when there is no SMTP server. */
  outboxDir: string;
  /** Sender of the shop's e-mails. */
  mailFrom: string;
  /** The shop's public origin: links in e-mails (the password reset) point there. */
  siteUrl: string;
  /** Delivery charges in taka, written into the `delivery_rates` table at every start (issue 11 §2). */
  delivery: DeliveryCharges;
  /** Sign-ups allowed per client address in an hour (`api/accounts/limits.ts`). */
  signUpsPerHour: number;
  /** Reset-link requests allowed per client address in an hour (`api/accounts/limits.ts`). */
  resetsPerHour: number;
  /** One-time codes by text message (issue 26 §2), per client address an hour and for the whole shop a minute (`api/accounts/limits.ts`). */
  phoneCodes: { perClientPerHour: number; perMinute: number };
  /** How much one customer may hold without paying (api/checkout/hold-limits.ts, issue 22 §7). */
  holdLimits: HoldLimits;
  /** When a cash-on-delivery order asks for a code to its phone (api/checkout/cod-confirmation.ts, issue 26 §3). */
  codConfirmation: CodConfirmationPolicy;
  /** The hosted payment gateway (issue 12): SSLCommerz v4, or the API's own local one. */
  gateway: GatewaySettings;
  /** Where a pay-later customer sends the money (issue 12 §3): shown on the order's instructions. */
  payLaterAccounts: PayLaterAccount[];
  /** Receipt uploads (issue 12 §4): the API's own upload service and where files are kept. */
  uploads: UploadSettings;
  /** Uploads and bytes per client address per hour on `/upload/*` and `POST /api/files` (api/uploads/quota.ts). */
  uploadQuota: UploadQuota;
  /**
   * The content editors' key (`Authorization: Bearer …` on `/api/editor/*`, issue 14 §6): a secret,
   * never in `dist/`. Unset (`API_EDITOR_KEY`), the editor API refuses everyone; `startApi`
   * generates a random one and prints it, so no default key ever ships.
   */
  editorKey: string | undefined;
  /** The build hook an edit calls (`POST …/_hooks/rebuild`); unset, edits are saved and no rebuild is asked for. */
  buildHookUrl: string | undefined;
  /** The hook's secret, sent as `Authorization: Bearer …` server to server only. */
  buildHookSecret: string | undefined;
  /** Text messages to shoppers' phones (api/sms/sender.ts, issue 26 §1). */
  sms: SmsSettings;
}

/** Where text messages go: an HTTP SMS gateway when configured, else JSON files in `outboxDir`. */
export interface SmsSettings {
  outboxDir: string;
  /** The gateway's endpoint, its API key (a secret) and the sender id it shows on phones. */
  gateway?: { url: string; key: string; senderId: string } | undefined;
}

/** The API's upload service (the part of Uploadcare's Upload API `@uploadcare/upload-client` uses). */
export interface UploadSettings {
  /** Whether `/upload/*` and `/ucarecdn/*` are served (`API_UPLOAD_SERVICE=off` when the shop uses Uploadcare itself). */
  service: boolean;
  /** The public key the service takes (`PUBLIC_UPLOAD_KEY`, the same the shop's build gets): not a secret. */
  publicKey: string;
  /** Where files are kept: `{API_DATA_DIR}/uploads` (beside the database), parts in `tmp/` below it. */
  dir: string;
  /**
   * Uploadcare's REST API, when the shop uploads to Uploadcare (`API_UPLOAD_SERVICE=off` and
   * `UPLOADCARE_SECRET_KEY` set): a receipt our store does not hold is looked up there before it is
   * attached (api/uploads/uploadcare-rest.ts). The secret key is a **secret**: server to server only.
   */
  uploadcare?: { apiUrl: string; secretKey: string } | undefined;
  /**
   * Key of the signed, expiring file URLs of `/ucarecdn/*` (api/uploads/signed-urls.ts), hex:
   * `API_UPLOAD_URL_SECRET`, or random at every start (links given out then last until a restart
   * at most). A **secret**: only the API holds it, never a browser or `dist/`.
   */
  urlSecret: string;
  /**
   * Uploadcare's signed URLs (secure delivery), when the shop's receipts are on Uploadcare:
   * `UPLOADCARE_SIGNED_URL_SECRET` (the project's signing secret, hex) and `UPLOADCARE_CDN_URL`
   * (the delivery domain that checks the tokens; unset, the origin Uploadcare gave the file). A **secret**.
   */
  signedDelivery?: { secret: string; cdnUrl: string | undefined } | undefined;
}

/** One of the merchant's accounts a pay-later order may be paid into. */
export interface PayLaterAccount {
  method: 'bkash' | 'nagad' | 'bank';
  /** The number to send to (a bKash or Nagad merchant number, or a bank account with its bank and branch). */
  account: string;
}

/** Where card payments go (SSLCommerz v4 protocol) and the store's credentials there. */
export interface GatewaySettings {
  /** Base of the gateway (`…/gwprocess/v4/api.php`, `…/validator/api/…` below it), as the API reaches it. */
  url: string;
  /** Whether `url` is the local gateway this API serves at `/gateway` (no `GATEWAY_URL` set). */
  local: boolean;
  /** `API_LOCAL_GATEWAY=on`: run the local gateway even for a public shop (a public demo); see payments/gateway-guard.ts. */
  localOnPublicSite?: boolean;
  storeId: string;
  /** A secret: sent only server to server, never to a browser, never in `dist/`. */
  storePassword: string;
}

/** What delivery costs, in taka: inside Dhaka city, outside it, express (Dhaka city only), and free from (0: never free). */
export interface DeliveryCharges {
  insideDhaka: number;
  outsideDhaka: number;
  express: number;
  freeFrom: number;
}
