// The recent and favourite searches of the modal's start screen, kept in localStorage under
// DocSearch's own keys, so that a reader's list survives a switch between DocSearch and this
// modal. Storage that is full, disabled or throwing is treated as empty: the spec's catalogue
// says storage calls then do nothing, and a warning is logged once.

/** A hit as the start screen keeps it: no highlight or snippet markup. */
export type StoredHit = {
  readonly objectID: string;
  readonly url: string;
  readonly type: string;
  readonly hierarchy: Readonly<Record<string, string | null>>;
  readonly content: string | null;
};

const RECENT_KEY = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
const FAVORITE_KEY = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;
/** DocSearch's limits: seven recent searches, four once there are favourites; ten favourites. */
const RECENT_LIMIT = 7;
const RECENT_LIMIT_WITH_FAVORITES = 4;
const FAVORITE_LIMIT = 10;

let warned = false;
function warnOnce(error: unknown): void {
  if (warned) return;
  warned = true;
  console.warn('Search: browser storage is unavailable; recent searches are not kept.', error);
}

function isStoredHit(value: unknown): value is StoredHit {
  const hit = value as Partial<StoredHit> | null;
  return (
    typeof hit === 'object' &&
    hit !== null &&
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    typeof hit.type === 'string' &&
    typeof hit.hierarchy === 'object' &&
    hit.hierarchy !== null
  );
}

function read(key: string): StoredHit[] {
  let text: string | null;
  try {
    text = window.localStorage.getItem(key);
  } catch (error) {
    warnOnce(error);
    return [];
  }
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
  } catch {
    // Not ours, or edited by hand: start the list again.
    return [];
  }
}

function write(key: string, hits: readonly StoredHit[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(hits));
  } catch (error) {
    warnOnce(error);
  }
}

/** Only the fields the start screen shows, whatever else the hit carries. */
export function toStoredHit(hit: StoredHit): StoredHit {
  return {
    objectID: hit.objectID,
    url: hit.url,
    type: hit.type,
    hierarchy: hit.hierarchy,
    content: hit.content,
  };
}

/** The two lists, read once per opening of the modal and written on every change. */
export function storedSearches(indexName: string) {
  const without = (hits: readonly StoredHit[], id: string) =>
    hits.filter((hit) => hit.objectID !== id);
  return {
    recent: () => read(RECENT_KEY(indexName)),
    favorites: () => read(FAVORITE_KEY(indexName)),
    /** A hit the reader opened goes to the top of the recent list, unless it is a favourite. */
    remember(hit: StoredHit): void {
      const favorites = read(FAVORITE_KEY(indexName));
      if (favorites.some((favorite) => favorite.objectID === hit.objectID)) return;
      const limit = favorites.length > 0 ? RECENT_LIMIT_WITH_FAVORITES : RECENT_LIMIT;
      const recent = [toStoredHit(hit), ...without(read(RECENT_KEY(indexName)), hit.objectID)];
      write(RECENT_KEY(indexName), recent.slice(0, limit));
    },
    forget(id: string): void {
      write(RECENT_KEY(indexName), without(read(RECENT_KEY(indexName)), id));
    },
    /** Moves a recent search to the favourites. */
    save(hit: StoredHit): void {
      const favorites = [toStoredHit(hit), ...without(read(FAVORITE_KEY(indexName)), hit.objectID)];
      write(FAVORITE_KEY(indexName), favorites.slice(0, FAVORITE_LIMIT));
      write(RECENT_KEY(indexName), without(read(RECENT_KEY(indexName)), hit.objectID));
    },
    unsave(id: string): void {
      write(FAVORITE_KEY(indexName), without(read(FAVORITE_KEY(indexName)), id));
    },
  };
}

export type StoredSearches = ReturnType<typeof storedSearches>;
