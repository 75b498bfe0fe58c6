import { isSlowConnection, type ConnectionHint } from './connection.ts';

/*
 * The version watch's decisions (spec §1, §8), apart from the DOM (src/scripts/version-watch.ts):
 * whether to check, what an answer means, and which clicks become a full load of a newer build.
 * Written small: it ships on every page.
 */

/**
 * The id of a newer live build than `pageId`, or undefined: the same build, no check (save-data or
 * 2g: nothing is fetched), or a failed check, which is only logged (spec §8 "Manifest fetch error").
 */
export async function newerBuild(
  pageId: string,
  connection: ConnectionHint | undefined,
  fetchLatest: () => Promise<{ id?: unknown }>,
  warn: (error: unknown) => void,
): Promise<string | undefined> {
  if (isSlowConnection(connection)) return undefined;
  try {
    const { id } = await fetchLatest();
    if (typeof id != 'string' || !id) throw id;
    return id == pageId ? undefined : id;
  } catch (error) {
    warn(error);
    return undefined;
  }
}

/** The parts of a click that decide whether it is a plain one (a MouseEvent has them). */
export interface ClickKeys {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/** Where a link or the page is (an HTMLAnchorElement and `location` have these). */
export interface Place {
  origin: string;
  pathname: string;
  search: string;
  hash: string;
}

/** The parts of a link that say how it opens (an HTMLAnchorElement has them). */
export interface LinkLike extends Place {
  target: string;
  hasAttribute(name: 'download'): boolean;
}

/**
 * Whether a click on a link is a plain same-origin navigation of this tab (not a new tab or
 * window, a download, a jump within the page or a link to another site): the kind the version
 * watch turns into a full load of the new build.
 */
export const isPageNavigation = (click: ClickKeys, link: LinkLike, here: Place): boolean =>
  !(click.button || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey || click.defaultPrevented) &&
  !link.target && !link.hasAttribute('download') && link.origin == here.origin &&
  !(link.hash && link.pathname + link.search == here.pathname + here.search);
