// Shared by the build (which writes the index) and the browser (which loads and queries it):
// both sides must tokenize and weigh fields the same way, so the options live here once.
import type MiniSearch from 'minisearch';
import type {Options, SearchOptions} from 'minisearch';

/** The plugin's name, also the key of its global data in the browser. */
export const PLUGIN_NAME = 'search-index';

/** What the plugin publishes to the browser (`usePluginData('search-index')`). */
export type SearchIndexGlobalData = {
  /** URL of the index, base URL included, with a per-build version against stale caches. */
  readonly indexUrl: string;
};

/** One searchable unit: a page (its title and introduction) or one of its `##`/`###` sections. */
export type SearchRecord = {
  /** Unique within the index: the record's URL path with its anchor. */
  readonly id: string;
  /** Path from the site root, including the base URL, with `#anchor` for a section. */
  readonly url: string;
  /** 1 for the page record and `##` sections, 2 for `###` sections (DocSearch's `lvl1`/`lvl2`). */
  readonly level: 1 | 2;
  /** The heading trail: page title, then the `##` heading, then the `###` heading. */
  readonly lvl0: string;
  readonly lvl1: string;
  readonly lvl2: string | null;
  /** The record's own heading (the page title for the page record). */
  readonly title: string;
  /** Headings above `title`, searchable with a lower weight. */
  readonly parents: string;
  /**
   * The page's meta description, on the page record only: it says in a sentence what the page
   * is for, often in the words of a task ("set up … in a Next.js app") rather than of an API.
   */
  readonly summary: string;
  /** Prose of the section, navigation chrome and code blocks excluded. */
  readonly content: string;
  /** Identifiers found in the section's code blocks, each once. */
  readonly code: string;
  /** `docsearch:language` and `docsearch:docusaurus_tag` of the page, for contextual search. */
  readonly language: string;
  readonly tag: string;
};

/**
 * Fields MiniSearch stores for each record: what the browser needs to rank, filter and label a
 * hit. The index head does not hold them as MiniSearch serialises them: it holds each page's
 * fields once and each record's own (SearchPageEntry), and the engine rebuilds them.
 */
export const STORED_FIELDS = [
  'url',
  'level',
  'lvl0',
  'lvl1',
  'lvl2',
  'language',
  'tag',
] as const satisfies readonly (keyof SearchRecord)[];

export type StoredRecord = Pick<SearchRecord, (typeof STORED_FIELDS)[number]>;

/** MiniSearch's serialisation (`toJSON()`), whose `index` holds `[term, postings]` pairs. */
export type SerializedIndex = ReturnType<MiniSearch<SearchRecord>['toJSON']>;
export type IndexEntry = SerializedIndex['index'][number];

/**
 * The file the browser fetches first, on search intent: the vocabulary, the pages and their
 * records, and the document statistics BM25 needs; not the postings nor the section text,
 * which it fetches as the queries need them, a few KiB at a time. Everything MiniSearch's own
 * serialisation holds besides is derived (`ShardedIndex.fromHead`): a record's number is its
 * position in the pages' record lists, its id its URL.
 */
export type SearchIndexFile = {
  readonly version: typeof INDEX_FORMAT_VERSION;
  /** Every term of the index, sorted (by UTF-16 code units), front-coded: see `encodeTerms`. */
  readonly terms: string;
  /**
   * How many terms each postings shard holds: shard `n` (file `shardPath(n)`) holds all the
   * postings of the next `shardSizes[n]` terms of the sorted list, so that a prefix's terms are
   * in one shard or a few adjacent ones. (Sizes, not starts: small numbers, fewer bytes.)
   */
  readonly shardSizes: readonly number[];
  /** The pages, in index order, each with its records. */
  readonly pages: readonly SearchPageEntry[];
  /**
   * How many records each text piece holds: piece `n` (file `textPath(n)`) holds the section
   * text of the next `textSizes[n]` records, in index order.
   */
  readonly textSizes: readonly number[];
  /** Per field of MINISEARCH_OPTIONS.fields, each record's length in distinct terms. */
  readonly fieldLength: readonly (readonly number[])[];
  /** Per field, the mean of `fieldLength` (MiniSearch's own figure, for identical scores). */
  readonly averageFieldLength: readonly number[];
};

/** A page and its records; what all its records share is stored once. */
export type SearchPageEntry = {
  /** Path from the site root, base URL included. */
  readonly path: string;
  /** The page title: each record's `lvl0`, offered as a suggestion when a query finds nothing. */
  readonly title: string;
  readonly language: string;
  readonly tag: string;
  /** A docs page outside every sidebar, which ranks below the listed ones. */
  readonly unlisted?: true;
  /** The page's records, in index order. */
  readonly records: readonly SectionEntry[];
};

/**
 * A record of a page: its anchor (`''` for none: the page record), its `lvl1` (`null`: the same
 * as the previous record's, the page title for the first record) and, for a `###` section
 * (level 2), its `lvl2`. Its URL is the page path with `#anchor`; its id is the URL, with `~2`,
 * `~3`... for the second, third record of one URL (extract.ts).
 */
export type SectionEntry =
  | readonly [anchor: string, lvl1: string | null]
  | readonly [anchor: string, lvl1: string | null, lvl2: string];

/**
 * The postings of one term: for each field that has it, in field order, the field's id and its
 * records as `[gap, frequency, gap, frequency, ...]`, where a gap is the record number minus the
 * previous one's (the first is the record number itself), records in increasing order.
 */
export type TermPostings = ReadonlyArray<number | readonly number[]>;

/** One postings shard: the postings of its terms, in term order. */
export type SearchShardFile = {readonly postings: readonly TermPostings[]};

/** One text piece: the section text of consecutive records, `''` for a record without any. */
export type SearchTextFile = {readonly texts: readonly string[]};

/** Name of the index head in the build output, next to index.html. */
export const INDEX_FILE_NAME = 'search-index.json';

/** Where shard `n` and text piece `n` live, relative to the index head. */
export const shardPath = (n: number) => `search-index/terms-${n}.json`;
export const textPath = (n: number) => `search-index/text-${n}.json`;

/**
 * Target sizes of a postings shard and a text piece, in bytes of JSON. The larger they are, the
 * more bytes a query fetches that it does not need; the smaller, the more files, each with its
 * request and gzip overhead. Measured with scripts/search-bytes.ts over its default queries
 * (mean index KiB gzip per query; files per query), before the engine skipped the rerank
 * window's text for one-concept queries:
 * - shards of 2,000 / 3,000 / 6,000 / 16,000 bytes: postings 8.7 / 10.9 / 17.9 / 44.2 KiB, 42
 *   files at each size; 463 shards of 0.56 KiB gzip on average at 2,000;
 * - pieces of 500 / 1,000 / 2,000 / 4,000 / 8,000 bytes: text 17.3 / 18.1 / 22.4 / 35 / 56 KiB;
 *   under 1,000 a piece holds one record or two (sections average 700 bytes of text), and
 *   smaller pieces only add files and head bytes.
 */
export const SHARD_BYTES = 2_000;
export const TEXT_PIECE_BYTES = 1_000;

/** Where each piece (or shard) starts, given how many items each holds. */
export function startsOf(sizes: readonly number[]): number[] {
  const starts: number[] = [];
  let start = 0;
  for (const size of sizes) {
    starts.push(start);
    start += size;
  }
  return starts;
}

/** The piece (or shard) holding item `at`, given where the pieces start (`startsOf`). */
export function pieceOf(starts: readonly number[], at: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (starts[mid]! <= at) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** Shared prefixes longer than this are written as this long. */
const MAX_SHARED = 25;

/**
 * Front coding of a sorted term list: each term is written as one upper-case letter, `A` plus
 * the length of the prefix it shares with the previous term (at most MAX_SHARED), then the rest
 * of the term. Terms are lower case (`normalizeTerm`), so the letters also separate them; it
 * saves a quarter of the gzip size of a JSON array.
 */
export function encodeTerms(terms: readonly string[]): string {
  let previous = '';
  let encoded = '';
  for (const term of terms) {
    let shared = 0;
    const most = Math.min(MAX_SHARED, previous.length, term.length);
    while (shared < most && previous[shared] === term[shared]) shared++;
    encoded += String.fromCharCode(65 + shared) + term.slice(shared);
    previous = term;
  }
  return encoded;
}

export function decodeTerms(encoded: string): string[] {
  const terms: string[] = [];
  let previous = '';
  for (const match of Array.from(encoded.matchAll(/[A-Z]([^A-Z]*)/g))) {
    previous = previous.slice(0, match[0].charCodeAt(0) - 65) + match[1];
    terms.push(previous);
  }
  return terms;
}

/** Bumped whenever the file layout, the record shape or the tokenizer changes. */
export const INDEX_FORMAT_VERSION = 4;

/** Field weights: a match in a heading counts far more than one in body text or code. */
export const FIELD_BOOSTS = {title: 6, parents: 2, summary: 2, content: 1, code: 0.6} as const;

// Words too common to tell sections apart. Dropping them keeps the index small and lets
// "how to use the store" match the sections about using the store.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in into is it its of on ' +
    'or so than that the their them then there these they this to was we what when where ' +
    'which while who why will with you your'
  ).split(' '),
);

// Runs of letters, digits, `_` and `$`: identifiers stay whole (`createAsyncThunk`,
// `api.util` becomes `api` and `util`), punctuation and markup separate words.
export const WORD_PATTERN = /[\p{L}\p{N}_$]+/gu;
// Boundaries inside an identifier: `createAsyncThunk` -> create|Async|Thunk,
// `RTKQuery` -> RTK|Query, `useGet2Query` -> use|Get|2|Query.
export const CAMEL_BOUNDARY =
  /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})|(?<=\p{L})(?=\p{N})/u;

/** Words of `text` as written; the identifier parts are added at indexing time only. */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD_PATTERN), (match) => match[0]);
}

/**
 * Abbreviations and synonyms: each group lists ways of writing one thing, as a reader types them
 * (lower case, stop words left out). A query phrase of a group also matches the group's other
 * phrases (query.ts); the index stores each phrase of two or more words as one joined term too
 * (`react query` -> `reactquery`), so that a phrase matches where its words stand together.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['rtk', 'redux toolkit'],
  ['rtkq', 'rtk query', 'redux toolkit query'],
  ['react query', 'tanstack query'],
  ['ssr', 'server side rendering', 'server rendering'],
  ['codegen', 'code generation', 'generate code'],
  ['store setup', 'set up store', 'configurestore'],
  ['thunk', 'createasyncthunk'],
  ['auth', 'authentication', 'authorization'],
  ['login', 'log in', 'sign in'],
  ['logout', 'log out', 'sign out'],
  ['websocket', 'websockets', 'socket'],
  ['hmr', 'hot module replacement', 'hot reloading'],
  ['spinner', 'loading indicator', 'isloading'],
  ['rerender', 're render', 'rerenders'],
  ['refetch', 're fetch', 'refetching', 're fetching'],
  ['prefetch', 'pre fetch', 'prefetching'],
  ['ts', 'typescript'],
  ['saga', 'sagas', 'redux saga'],
  ['arg', 'argument'],
  ['args', 'arguments'],
  ['param', 'parameter'],
  ['params', 'parameters'],
  ['config', 'configuration', 'options'],
  ['env', 'environment'],
  ['dev', 'development'],
  ['prod', 'production'],
  ['ids', 'id'],
  ['tutorial', 'step by step', 'walkthrough'],
  ['internals', 'internal', 'under the hood'],
  ['docs', 'documentation'],
];

/**
 * SYNONYMS as the index sees it: each phrase as its normalised terms (stop words out), so that
 * "under the hood" is `under hood` on both sides.
 */
export const SYNONYM_TERMS: readonly (readonly (readonly string[])[])[] = SYNONYMS.map((group) =>
  group.map((phrase) =>
    phrase
      .split(' ')
      .map(normalizeTerm)
      .filter((term): term is string => term !== null),
  ),
);

/** The phrases of two or more words in SYNONYMS, which the index also stores joined. */
const PHRASES: ReadonlyMap<string, readonly string[][]> = (() => {
  const byFirst = new Map<string, string[][]>();
  for (const parts of SYNONYM_TERMS.flat()) {
    if (parts.length < 2) continue;
    byFirst.set(parts[0]!, [...(byFirst.get(parts[0]!) ?? []), [...parts]]);
  }
  return byFirst;
})();

/**
 * Index-time tokens: every word, plus the parts of a camel-case identifier, so that
 * "async thunk" finds `createAsyncThunk` while the query `createAsyncThunk` stays exact; plus
 * the joined form of each table phrase whose words stand together (stop words aside).
 */
export function indexTokens(text: string): string[] {
  const tokens: string[] = [];
  const plain: string[] = [];
  for (const word of words(text)) {
    tokens.push(word);
    const parts = word.split(CAMEL_BOUNDARY);
    if (parts.length > 1) tokens.push(...parts);
    const term = normalizeTerm(word);
    if (term !== null) plain.push(term);
  }
  plain.forEach((term, i) => {
    for (const phrase of PHRASES.get(term) ?? []) {
      if (phrase.every((part, k) => plain[i + k] === part)) tokens.push(phrase.join(''));
    }
  });
  return tokens;
}

/** Lower-cases a term and drops stop words and single letters; shared by index and query. */
export function normalizeTerm(term: string): string | null {
  const lower = term.toLowerCase().replace(/^[_$]+|[_$]+$/g, '');
  if (lower.length === 0 || STOP_WORDS.has(lower)) return null;
  if (lower.length === 1 && !/\d/.test(lower)) return null;
  return lower;
}

/** Searches longer than this are cut: nobody types more, and each term costs a fuzzy scan. */
export const MAX_QUERY_TERMS = 12;
export const MAX_QUERY_LENGTH = 256;

/** The query's terms as the index knows them, in order, capped. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  for (const word of words(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = normalizeTerm(word);
    if (term !== null && !terms.includes(term)) terms.push(term);
    if (terms.length === MAX_QUERY_TERMS) break;
  }
  return terms;
}

/**
 * Search behaviour, modelled on Algolia's defaults. The last term matches as a prefix (the reader
 * may still be typing it: `prefetc`). Typos: one edit from four letters, two from eight
 * (`immr`, `createAsyncThnk`).
 */
export const SEARCH_OPTIONS = {
  boost: FIELD_BOOSTS,
  prefix: (_term: string, index: number, terms: readonly string[]) => index === terms.length - 1,
  fuzzy: (term: string) => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false),
  weights: {fuzzy: 0.4, prefix: 0.5},
  // The page record stands for the whole page: when its title matches it should lead.
  boostDocument: (_id: unknown, _term: string, stored?: Record<string, unknown>) =>
    stored?.url !== undefined && !String(stored.url).includes('#') ? 1.4 : 1,
  combineWith: 'AND',
} satisfies SearchOptions;

/** MiniSearch options; the browser passes the same object to `MiniSearch.loadJS`. */
export const MINISEARCH_OPTIONS = {
  idField: 'id',
  fields: ['title', 'parents', 'summary', 'content', 'code'],
  storeFields: [...STORED_FIELDS],
  tokenize: indexTokens,
  processTerm: normalizeTerm,
  searchOptions: {
    ...SEARCH_OPTIONS,
    // The query is tokenized by `queryTerms` already; split it on spaces only.
    tokenize: (text: string) => text.split(' ').filter(Boolean),
  },
} satisfies Options<SearchRecord>;
