// A reader's edits, kept and shared. Each example's edit (per tab) is one localStorage key
// (./restore.ts names it) holding the docs code's id it was made from, the edited files and when;
// the edits are bounded in size and count, the oldest dropped first. A shared link carries an
// edit in its fragment, never sent to a server: deflate-raw (the browser's CompressionStream),
// then base64url. Everything read back, from storage or from a link, is checked: a link is
// anybody's text.
import {EDIT_KEY_PREFIX, linkPrefix, type Lang} from './restore';

export const KEEP_LIMITS = {
  /** Characters of one saved edit's files. */
  editCharacters: 100_000,
  /** Characters of all saved edits together. */
  totalCharacters: 1_000_000,
  /** Saved edits; past it, the oldest is dropped. */
  edits: 50,
  /** Characters of a whole shared link. */
  linkCharacters: 8_000,
  /** Characters a link's files may unpack to. */
  linkFiles: 200_000,
} as const;

export type Files = Readonly<Record<string, string>>;

/** An edit as it is kept: the id of the docs code it was made from, the edited files, when. */
export type SavedEdit = {readonly id: string; readonly files: Files; readonly at: number};

/** Why an edit is not kept. */
export type NotKept = 'unavailable' | 'too-large';

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Live examples: browser storage is unavailable; edits are not kept.', error);
}

function filesSize(files: Files): number {
  let size = 0;
  for (const [path, text] of Object.entries(files)) size += path.length + text.length;
  return size;
}

function isFiles(value: unknown): value is Files {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every((text) => typeof text === 'string');
}

function parseSaved(text: string | null): SavedEdit | undefined {
  if (text === null) return undefined;
  try {
    const value = JSON.parse(text) as Partial<SavedEdit>;
    if (typeof value.id !== 'string' || typeof value.at !== 'number' || !isFiles(value.files)) {
      return undefined;
    }
    return {id: value.id, files: value.files, at: value.at};
  } catch {
    return undefined;
  }
}

/** The saved edit under `key`, if there is a readable one (an unreadable one is removed). */
export function readSaved(key: string): SavedEdit | undefined {
  try {
    const text = window.localStorage.getItem(key);
    const saved = parseSaved(text);
    if (text !== null && !saved) window.localStorage.removeItem(key);
    return saved;
  } catch (error) {
    warnOnce(error);
    return undefined;
  }
}

function savedKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(EDIT_KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/**
 * Keeps `edit` under `key`, dropping the oldest other edits as the limits (or a full storage)
 * require. Returns why it could not, if it could not.
 */
export function save(key: string, edit: SavedEdit): NotKept | undefined {
  if (filesSize(edit.files) > KEEP_LIMITS.editCharacters) return 'too-large';
  const text = JSON.stringify(edit);
  try {
    const storage = window.localStorage;
    const others = savedKeys(storage)
      .filter((other) => other !== key)
      .map((other) => {
        const stored = storage.getItem(other) ?? '';
        return {key: other, size: stored.length, at: parseSaved(stored)?.at ?? 0};
      })
      .sort((a, b) => a.at - b.at);
    let total = text.length + others.reduce((sum, other) => sum + other.size, 0);
    while (
      others.length > 0 &&
      (total > KEEP_LIMITS.totalCharacters || others.length + 1 > KEEP_LIMITS.edits)
    ) {
      const oldest = others.shift()!;
      storage.removeItem(oldest.key);
      total -= oldest.size;
    }
    for (;;) {
      try {
        storage.setItem(key, text);
        return undefined;
      } catch (error) {
        // Full: make room from the oldest, then give up.
        const oldest = others.shift();
        if (!oldest) throw error;
        storage.removeItem(oldest.key);
      }
    }
  } catch (error) {
    warnOnce(error);
    return 'unavailable';
  }
}

/** Forgets the edit under `key`. */
export function forget(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    warnOnce(error);
  }
}

/** Forgets every saved edit of every example; returns how many there were. */
export function forgetAll(): number {
  try {
    const keys = savedKeys(window.localStorage);
    for (const key of keys) window.localStorage.removeItem(key);
    return keys.length;
  } catch (error) {
    warnOnce(error);
    return 0;
  }
}

// ---- Links -------------------------------------------------------------------------------------

type Payload = {readonly v: 1; readonly id: string; readonly files: Files};

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  } catch {
    return undefined;
  }
}

async function readAll(
  stream: ReadableStream<Uint8Array>,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const {done, value} = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return 'too-large';
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The link to this page with `files` for the `slot`th example in `lang`'s tab. */
export async function shareLink(
  page: string,
  slot: number,
  lang: Lang,
  id: string,
  files: Files,
): Promise<string> {
  const payload: Payload = {v: 1, id, files};
  const json = new TextEncoder().encode(JSON.stringify(payload));
  const packed = await readAll(
    new Blob([json]).stream().pipeThrough(new CompressionStream('deflate-raw')),
    Infinity,
  );
  return `${page}${linkPrefix(slot, lang)}${toBase64Url(packed as Uint8Array)}`;
}

/** What a link gives: the files and the docs code's id they were made from, or why not. */
export type ReadLink =
  | {readonly ok: true; readonly id: string; readonly files: Files}
  | {readonly ok: false; readonly why: string};

const NOT_OURS = 'it is not a link to an edit of this example';

/**
 * The edit a link's fragment (`hash`, from `#`) carries for this example, checked: its files must
 * be among `editable`, within the limits. Never throws.
 */
export async function readLink(
  hash: string,
  slot: number,
  lang: Lang,
  editable: readonly string[],
): Promise<ReadLink> {
  try {
    if (hash.length > KEEP_LIMITS.linkCharacters) {
      return {
        ok: false,
        why: `it is longer than the ${KEEP_LIMITS.linkCharacters.toLocaleString('en')} characters a link may have`,
      };
    }
    const packed = fromBase64Url(hash.slice(linkPrefix(slot, lang).length));
    if (!packed) return {ok: false, why: NOT_OURS};
    let json: Uint8Array | 'too-large';
    try {
      json = await readAll(
        new Blob([packed]).stream().pipeThrough(new DecompressionStream('deflate-raw')),
        KEEP_LIMITS.linkFiles * 4,
      );
    } catch {
      return {ok: false, why: NOT_OURS};
    }
    if (json === 'too-large') return {ok: false, why: 'its code is too large'};
    const value = JSON.parse(
      new TextDecoder('utf-8', {fatal: true}).decode(json),
    ) as Partial<Payload>;
    if (value.v !== 1 || typeof value.id !== 'string' || !isFiles(value.files)) {
      return {ok: false, why: NOT_OURS};
    }
    const paths = Object.keys(value.files);
    if (paths.length === 0 || !paths.every((path) => editable.includes(path))) {
      return {ok: false, why: 'it names files this example does not have'};
    }
    if (filesSize(value.files) > KEEP_LIMITS.linkFiles) {
      return {ok: false, why: 'its code is too large'};
    }
    return {ok: true, id: value.id, files: value.files};
  } catch {
    return {ok: false, why: NOT_OURS};
  }
}

/** Takes the link's fragment out of the address, so that a reload shows the reader's own edit. */
export function clearLinkFragment(): void {
  const {pathname, search} = window.location;
  window.history.replaceState(window.history.state, '', pathname + search);
}
