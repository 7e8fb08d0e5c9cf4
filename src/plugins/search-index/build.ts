import MiniSearch from 'minisearch';
import {
  encodeTerms,
  INDEX_FORMAT_VERSION,
  MINISEARCH_OPTIONS,
  SHARD_BYTES,
  TEXT_PIECE_BYTES,
  type IndexEntry,
  type SearchIndexFile,
  type SearchPageEntry,
  type SearchRecord,
  type SearchShardFile,
  type SearchTextFile,
  type SectionEntry,
  type TermPostings,
} from '../../search/schema';

/** The files of a local search index: the head, the postings shards and the text pieces. */
export type BuiltSearchIndex = {
  readonly file: SearchIndexFile;
  /** Shard `n` is `shards[n]`. */
  readonly shards: readonly SearchShardFile[];
  /** Text piece `n` is `texts[n]`. */
  readonly texts: readonly SearchTextFile[];
};

/** Target sizes in bytes of JSON (see SHARD_BYTES); tests make them small to get many files. */
export type BuildOptions = {
  readonly shardBytes?: number;
  readonly textPieceBytes?: number;
  /** Docs pages outside every sidebar. */
  readonly unlisted?: readonly string[];
};

/** Indexes `records` and splits the result into the files the browser loads. */
export function buildSearchIndex(
  input: readonly SearchRecord[],
  {shardBytes = SHARD_BYTES, textPieceBytes = TEXT_PIECE_BYTES, unlisted = []}: BuildOptions = {},
): BuiltSearchIndex {
  const ids = new Set<string>();
  for (const record of input) {
    if (ids.has(record.id)) {
      throw new Error(
        `search-index: two records share the id ${record.id}; anchors must be unique`,
      );
    }
    ids.add(record.id);
  }
  const records = byPage(input);
  const pages = pageEntries(records, new Set(unlisted));
  const miniSearch = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records);
  const {index: entries, ...head} = miniSearch.toJSON();
  checkDerivable(head, records);

  // Shards of adjacent terms, cut where the next term would take a shard past `shardBytes`.
  const sorted = entries.slice().sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const terms = sorted.map(([term]) => term);
  const postings = sorted.map(([, fields]) => compactPostings(fields));
  const shardStarts = cut(
    postings.map((entry) => JSON.stringify(entry).length + 1),
    shardBytes,
  );
  const shards = shardStarts.map((start, n) => ({
    postings: postings.slice(start, shardStarts[n + 1] ?? postings.length),
  }));

  // Pieces of consecutive records' text, cut the same way.
  // A page record's text opens with the page description: the snippet under a page hit (the
  // whole snippet for a page that opens straight with a section), and where the proximity
  // bonus looks for the query's words (rank.ts).
  const texts = records.map((record) =>
    [record.summary, record.content].filter((part) => part !== '').join(' '),
  );
  const textStarts = cut(
    texts.map((text) => JSON.stringify(text).length + 1),
    textPieceBytes,
  );
  const pieces = textStarts.map((start, n) => ({
    texts: texts.slice(start, textStarts[n + 1] ?? texts.length),
  }));

  const fieldCount = MINISEARCH_OPTIONS.fields.length;
  return {
    file: {
      version: INDEX_FORMAT_VERSION,
      terms: encodeTerms(terms),
      shardSizes: shards.map((shard) => shard.postings.length),
      pages,
      textSizes: pieces.map((piece) => piece.texts.length),
      // Field by field: the lengths of one field look alike, and compress better together.
      fieldLength: Array.from({length: fieldCount}, (_, field) =>
        records.map((_record, n) => head.fieldLength[n]![field] ?? 0),
      ),
      averageFieldLength: head.averageFieldLength,
    },
    shards,
    texts: pieces,
  };
}

/** The records grouped by page, pages in the order they first appear: a page's are adjacent. */
function byPage(records: readonly SearchRecord[]): SearchRecord[] {
  const pages = new Map<string, SearchRecord[]>();
  for (const record of records) {
    const page = pathOf(record.url);
    const list = pages.get(page);
    if (list) list.push(record);
    else pages.set(page, [record]);
  }
  return Array.from(pages.values()).flat();
}

const pathOf = (url: string) => url.split('#')[0]!;

/**
 * The head's pages and records, checking that what the browser derives from them (ids, levels,
 * the page's shared fields) equals what the records say.
 */
function pageEntries(
  records: readonly SearchRecord[],
  unlisted: ReadonlySet<string>,
): SearchPageEntry[] {
  const pages: Array<SearchPageEntry & {records: SectionEntry[]}> = [];
  const urlCount = new Map<string, number>();
  let lvl1 = '';
  for (const record of records) {
    const path = pathOf(record.url);
    let page = pages.at(-1);
    if (page?.path !== path) {
      page = {
        path,
        title: record.lvl0,
        language: record.language,
        tag: record.tag,
        ...(unlisted.has(path) ? {unlisted: true as const} : {}),
        records: [],
      };
      pages.push(page);
      lvl1 = record.lvl0;
    }
    const count = (urlCount.get(record.url) ?? 0) + 1;
    urlCount.set(record.url, count);
    const id = count === 1 ? record.url : `${record.url}~${count}`;
    const problem =
      record.id !== id
        ? `its id is not ${id}`
        : record.lvl0 !== page.title || record.language !== page.language || record.tag !== page.tag
          ? `its lvl0, language or tag differs from its page's first record's`
          : record.level !== (record.lvl2 === null ? 1 : 2)
            ? `its level is not ${record.lvl2 === null ? 1 : 2}`
            : null;
    if (problem !== null) {
      throw new Error(
        `search-index: record ${record.id}: ${problem}; the index head cannot say so`,
      );
    }
    const anchor = record.url.slice(path.length + 1);
    const ownLvl1 = record.lvl1 === lvl1 ? null : record.lvl1;
    lvl1 = record.lvl1;
    page.records.push(record.lvl2 === null ? [anchor, ownLvl1] : [anchor, ownLvl1, record.lvl2]);
  }
  return pages;
}

type Head = Omit<SerializedHead, 'index'>;
type SerializedHead = ReturnType<MiniSearch<SearchRecord>['toJSON']>;

/** Fails the build if MiniSearch numbered the records or fields otherwise than the browser will. */
function checkDerivable(head: Head, records: readonly SearchRecord[]): void {
  const fields = MINISEARCH_OPTIONS.fields;
  const numbered =
    head.documentCount === records.length &&
    head.nextId === records.length &&
    (head.dirtCount ?? 0) === 0 &&
    records.every((record, n) => head.documentIds[n] === record.id) &&
    fields.every((field, n) => head.fieldIds[field] === n);
  if (!numbered) {
    throw new Error(
      'search-index: MiniSearch numbered the records or fields in an order the index head ' +
        'does not describe (a MiniSearch upgrade?); see ShardedIndex.fromHead',
    );
  }
}

/** MiniSearch's postings of one term in the compact form of TermPostings. */
function compactPostings(fields: IndexEntry[1]): TermPostings {
  const compact: Array<number | number[]> = [];
  for (const fieldId of Object.keys(fields)
    .map(Number)
    .sort((a, b) => a - b)) {
    const frequencies = fields[fieldId]!;
    const gaps: number[] = [];
    let previous = 0;
    for (const record of Object.keys(frequencies)
      .map(Number)
      .sort((a, b) => a - b)) {
      gaps.push(record - previous, frequencies[record]!);
      previous = record;
    }
    compact.push(fieldId, gaps);
  }
  return compact;
}

/**
 * Where to cut a list of items of the given sizes into runs of about `target` bytes: each run
 * ends before the item that would take it past `target`; an item larger than `target` is a
 * run of its own. Returns the index of each run's first item.
 */
function cut(sizes: readonly number[], target: number): number[] {
  const starts = [0];
  let size = 0;
  sizes.forEach((itemSize, n) => {
    if (size > 0 && size + itemSize > target) {
      starts.push(n);
      size = 0;
    }
    size += itemSize;
  });
  return starts;
}
