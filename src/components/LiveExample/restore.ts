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

/**
 * Calls `found` once the page holds a saved edit of this example (the block `element`, in `lang`'s
 * tab) or was opened with a link to it: now, or when a link pasted over the page's own address
 * changes only the fragment. A link for the block's other tab selects that tab (whose block then
 * finds the link). Returns the cleanup.
 */
export function watchForEdit(
  element: HTMLElement,
  page: string,
  slot: number,
  lang: Lang,
  found: () => void,
): () => void {
  const check = () => {
    const {hash} = window.location;
    if (hash.startsWith(linkPrefix(slot, lang))) {
      found();
      return;
    }
    if (hash.startsWith(linkPrefix(slot, lang === 'ts' ? 'js' : 'ts'))) {
      // Code tabs render the selected panel only: select the other one.
      const panel = element.closest('[role=tabpanel]');
      const tab = panel && document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
      tab?.parentElement?.querySelector<HTMLElement>('[role=tab][aria-selected=false]')?.click();
      return;
    }
    try {
      if (window.localStorage.getItem(editKey(page, slot, lang)) !== null) found();
    } catch {
      // No storage: nothing was kept.
    }
  };
  check();
  window.addEventListener('hashchange', check);
  return () => window.removeEventListener('hashchange', check);
}
