// What a page must know at load to restore a reader's edit: whether this example has one saved,
// or a shared link for it. Kept tiny, as it is in every page's bundle; reading and writing edits
// and links is ./keep.ts, in the panel's chunk.

/** The start of every saved edit's localStorage key (one key per example and tab). */
export const EDIT_KEY_PREFIX = 'live-examples.edit.';

/** The start of a shared link's fragment: `#live-example=<slot>.<ts|js>.<payload>`. */
export const LINK_FRAGMENT = '#live-example=';

export type Lang = 'ts' | 'js';

/** The localStorage key of the edit of the `slot`th run block of a page, in one tab. */
export function editKey(page: string, slot: number, lang: Lang): string {
  return `${EDIT_KEY_PREFIX}${page}#${slot}.${lang}`;
}

/** The start of a link fragment for this example and tab. */
export function linkPrefix(slot: number, lang: Lang): string {
  return `${LINK_FRAGMENT}${slot}.${lang}.`;
}

/** Whether the page was opened with a link to this example, or holds a saved edit of it. */
export function hasEditToRestore(key: string, slot: number, lang: Lang): boolean {
  if (window.location.hash.startsWith(linkPrefix(slot, lang))) return true;
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}
