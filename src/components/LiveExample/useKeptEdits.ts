// The panel's side of keeping a reader's edits (./keep.ts): restoring the saved edit or a shared
// link's when the panel opens for that (never running it), saving as the reader types (debounced,
// and at once when the panel goes away), and the notices that say what happened.
import {useCallback, useEffect, useRef, useState} from 'react';
import {
  clearLinkFragment,
  forget,
  forgetAll as forgetAllSaved,
  readLink,
  readSaved,
  save,
  shareLink,
  type Files,
  type NotKept,
  type SavedEdit,
  KEEP_LIMITS,
} from './keep';
import {editKey, linkPrefix, type Lang} from './restore';

/** How long after the last keystroke an edit is saved. */
export const SAVE_AFTER_MS = 400;

export type Notice =
  /** The editor holds a shared link's code; `older`: made from other docs code than this. */
  | {readonly kind: 'link'; readonly older: boolean}
  | {readonly kind: 'bad-link'; readonly why: string}
  /** A saved edit of this example, made from docs code that has changed since. */
  | {readonly kind: 'changed'; readonly saved: SavedEdit};

export type Share =
  | {readonly kind: 'copied'; readonly link: string}
  /** The clipboard refused: the link is shown to copy by hand. */
  | {readonly kind: 'manual'; readonly link: string}
  | {readonly kind: 'too-long'; readonly length: number};

type Options = {
  readonly id: string;
  readonly slot: number | undefined;
  readonly lang: Lang;
  /** The files the reader may edit in this tab; undefined until the page data is in. */
  readonly editable: readonly string[] | undefined;
  /** The panel opened to restore an edit (./restore.ts found one). */
  readonly restore: boolean;
  readonly edits: Files;
  readonly setEdits: (edits: Files) => void;
  /** Shows the editor with the restored files, without taking the focus. */
  readonly openEditor: () => void;
  /** Scrolls the example into view (a link opens the page at its example). */
  readonly reveal: () => void;
};

export function useKeptEdits({
  id,
  slot,
  lang,
  editable,
  restore,
  edits,
  setEdits,
  openEditor,
  reveal,
}: Options) {
  const [page = '', hash = ''] = id.split('#');
  const key = slot === undefined ? undefined : editKey(page, slot, lang);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [notKept, setNotKept] = useState<NotKept | null>(null);
  const [share, setShare] = useState<Share | null>(null);
  const [forgotten, setForgotten] = useState<number | null>(null);
  // Saving starts once the restore has been decided, and only for the reader's own changes: the
  // panel's first, empty edits must not overwrite a saved edit.
  const dirty = useRef(false);
  const decided = useRef(!restore);
  const pending = useRef<(() => void) | null>(null);

  const persist = useCallback(
    (files: Files) => {
      if (!key) return;
      if (Object.keys(files).length === 0) {
        forget(key);
        setNotKept(null);
        return;
      }
      setNotKept(save(key, {id: hash, files, at: Date.now()}) ?? null);
    },
    [key, hash],
  );

  // The restore, once the page data says which files the reader may edit.
  useEffect(() => {
    if (decided.current || !editable || slot === undefined || !key) return;
    decided.current = true;
    const keep = (files: Files) =>
      Object.fromEntries(Object.entries(files).filter(([path]) => editable.includes(path)));
    const fragment = window.location.hash;
    if (fragment.startsWith(linkPrefix(slot, lang))) {
      void readLink(fragment, slot, lang, editable).then((link) => {
        clearLinkFragment();
        if (!link.ok) {
          setNotice({kind: 'bad-link', why: link.why});
          return;
        }
        dirty.current = true;
        setEdits(link.files);
        setNotice({kind: 'link', older: link.id !== hash});
        openEditor();
        reveal();
        persist(link.files);
      });
      return;
    }
    const saved = readSaved(key);
    if (!saved) return;
    if (saved.id === hash) {
      setEdits(keep(saved.files));
      openEditor();
    } else setNotice({kind: 'changed', saved: {...saved, files: keep(saved.files)}});
  }, [editable, slot, key, lang, hash, setEdits, openEditor, reveal, persist]);

  // Saved as the reader types; at once if the panel goes away first (a click on another page).
  useEffect(() => {
    if (!decided.current || !dirty.current) return;
    const run = () => {
      pending.current = null;
      persist(edits);
    };
    pending.current = run;
    const timer = window.setTimeout(run, SAVE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [edits, persist]);
  useEffect(() => () => pending.current?.(), []);

  return {
    notice,
    notKept,
    share,
    forgotten,
    /** The reader changed the code. */
    changed: () => {
      dirty.current = true;
      setForgotten(null);
      setShare(null);
    },
    /** Reset: back to the docs' code, and the edit forgotten now. */
    reset: () => {
      dirty.current = true;
      pending.current = null;
      if (key) forget(key);
      setNotKept(null);
      setNotice(null);
      setEdits({});
    },
    restoreChanged: () => {
      if (notice?.kind !== 'changed') return;
      dirty.current = true;
      setEdits(notice.saved.files);
      setNotice(null);
      openEditor();
      persist(notice.saved.files);
    },
    discardChanged: () => {
      if (key) forget(key);
      setNotice(null);
    },
    dismiss: () => setNotice(null),
    forgetAll: () => {
      pending.current = null;
      dirty.current = false;
      setForgotten(forgetAllSaved());
    },
    startShare: async () => {
      if (slot === undefined) return;
      const here = window.location.origin + window.location.pathname + window.location.search;
      const link = await shareLink(here, slot, lang, hash, edits);
      if (link.length > KEEP_LIMITS.linkCharacters) {
        setShare({kind: 'too-long', length: link.length});
        return;
      }
      try {
        await navigator.clipboard.writeText(link);
        setShare({kind: 'copied', link});
      } catch {
        setShare({kind: 'manual', link});
      }
    },
  };
}
