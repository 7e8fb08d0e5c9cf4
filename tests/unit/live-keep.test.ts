// Kept and shared edits of live examples (src/components/LiveExample/keep.ts): the storage bounds
// with an in-memory localStorage, and links, round trip and hostile.
import {beforeEach, describe, expect, it, vi} from 'vitest';
import {
  forget,
  forgetAll,
  KEEP_LIMITS,
  readLink,
  readSaved,
  save,
  shareLink,
} from '../../src/components/LiveExample/keep';
import {editKey, EDIT_KEY_PREFIX, linkPrefix} from '../../src/components/LiveExample/restore';

class MemoryStorage {
  items = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    const used = [...this.items].reduce((sum, [k, v]) => sum + (k === key ? 0 : v.length), 0);
    if (used + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('window', {localStorage: storage});
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

const key = (slot: number) => editKey('api/createAction', slot, 'ts');

describe('saved edits', () => {
  it('keeps an edit under its key and reads it back; an unreadable one is removed', () => {
    expect(save(key(1), {id: 'abc', files: {'main.ts': 'x'}, at: 1})).toBeUndefined();
    expect(readSaved(key(1))).toEqual({id: 'abc', files: {'main.ts': 'x'}, at: 1});
    storage.items.set(key(2), '{"id": 3}');
    expect(readSaved(key(2))).toBeUndefined();
    expect(storage.items.has(key(2))).toBe(false);
    forget(key(1));
    expect(readSaved(key(1))).toBeUndefined();
  });

  it('drops the oldest edits past the count, and refuses one over the size limit', () => {
    for (let slot = 1; slot <= KEEP_LIMITS.edits + 3; slot++) {
      expect(save(key(slot), {id: 'a', files: {f: String(slot)}, at: slot})).toBeUndefined();
    }
    const kept = [...storage.items.keys()].filter((k) => k.startsWith(EDIT_KEY_PREFIX));
    expect(kept).toHaveLength(KEEP_LIMITS.edits);
    expect(kept).not.toContain(key(1));
    expect(kept).toContain(key(KEEP_LIMITS.edits + 3));
    const big = 'x'.repeat(KEEP_LIMITS.editCharacters + 1);
    expect(save(key(99), {id: 'a', files: {f: big}, at: 100})).toBe('too-large');
  });

  it('makes room in a full storage from the oldest, and says so when there is none', () => {
    save(key(1), {id: 'a', files: {f: 'x'.repeat(400)}, at: 1});
    save(key(2), {id: 'a', files: {f: 'x'.repeat(400)}, at: 2});
    storage.quota = 1000;
    expect(save(key(3), {id: 'a', files: {f: 'x'.repeat(400)}, at: 3})).toBeUndefined();
    expect(storage.items.has(key(1))).toBe(false);
    expect(storage.items.has(key(3))).toBe(true);
    storage.quota = 10;
    expect(save(key(4), {id: 'a', files: {f: 'x'.repeat(400)}, at: 4})).toBe('unavailable');
  });

  it('treats a storage that throws as unavailable, and forgets all edits at once', () => {
    save(key(1), {id: 'a', files: {f: '1'}, at: 1});
    save(key(2), {id: 'a', files: {f: '2'}, at: 2});
    storage.items.set('theme', 'dark');
    expect(forgetAll()).toBe(2);
    expect([...storage.items.keys()]).toEqual(['theme']);
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(save(key(1), {id: 'a', files: {f: '1'}, at: 1})).toBe('unavailable');
    expect(readSaved(key(1))).toBeUndefined();
  });
});

describe('shared links', () => {
  const editable = ['api/createAction/main.ts', 'src/app/store.ts'];
  const files = {'api/createAction/main.ts': 'console.log("edited")\n'.repeat(20)};

  it('round-trips an edit through its fragment, compressed', async () => {
    const link = await shareLink('http://127.0.0.1/api/createAction', 2, 'ts', 'abc', files);
    const hash = link.slice(link.indexOf('#'));
    expect(hash.startsWith(linkPrefix(2, 'ts'))).toBe(true);
    expect(link.length).toBeLessThan(JSON.stringify(files).length);
    expect(await readLink(hash, 2, 'ts', editable)).toEqual({ok: true, id: 'abc', files});
  });

  it('refuses what is not a link this site made, with a reason and without throwing', async () => {
    const prefix = linkPrefix(1, 'ts');
    const packed = async (payload: unknown) => {
      const bytes = new TextEncoder().encode(JSON.stringify(payload));
      const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
      const out = new Uint8Array(await new Response(stream).arrayBuffer());
      let binary = '';
      for (const byte of out) binary += String.fromCharCode(byte);
      return prefix + btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    };
    const cases: [string, RegExp][] = [
      [`${prefix}%%%<script>`, /not a link to an edit/],
      [`${prefix}AAAA`, /not a link to an edit/],
      [`${prefix}${'A'.repeat(KEEP_LIMITS.linkCharacters)}`, /longer than the 8,000 characters/],
      [
        await packed({v: 1, id: 'x', files: {'<img src=x onerror=alert(1)>': 'x'}}),
        /files this example does not have/,
      ],
      [
        await packed({v: 1, id: 'x', files: {'api/createAction/main.ts': 5}}),
        /not a link to an edit/,
      ],
      [await packed({v: 2, id: 'x', files: {}}), /not a link to an edit/],
      [await packed('just a string'), /not a link to an edit/],
      [
        await packed({
          v: 1,
          id: 'x',
          files: {'api/createAction/main.ts': 'a'.repeat(KEEP_LIMITS.linkFiles + 1)},
        }),
        /too large/,
      ],
    ];
    for (const [hash, why] of cases) {
      const read = await readLink(hash, 1, 'ts', editable);
      expect(read.ok, hash.slice(0, 60)).toBe(false);
      expect(read.ok ? '' : read.why).toMatch(why);
    }
  });
});
