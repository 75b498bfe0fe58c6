/** What the browser says of the shopper's connection (Network Information API; Chromium only). */
export interface ConnectionHint {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the shopper asked to save data or is on 2g (spec §9): then nothing is fetched that they
 * did not ask for, neither prefetched pages nor the version check. No hint (Safari, Firefox): not slow.
 */
export const isSlowConnection = (connection: ConnectionHint | undefined): boolean =>
  !!connection && (!!connection.saveData || /2g/.test(connection.effectiveType ?? ''));
