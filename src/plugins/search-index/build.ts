import MiniSearch from 'minisearch';
import {
  INDEX_FORMAT_VERSION,
  MINISEARCH_OPTIONS,
  shardOf,
  TERMS_PER_SHARD,
  type IndexEntry,
  type SearchContentFile,
  type SearchIndexFile,
  type SearchRecord,
  type SearchShardFile,
} from './schema';

/** The files of a local search index: the head, the postings shards and the content files. */
export type BuiltSearchIndex = {
  readonly file: SearchIndexFile;
  /** Shard `n` is `shards[n]`. */
  readonly shards: readonly SearchShardFile[];
  /** Content file `n` (page `file.contentPages[n]`) is `contents[n]`. */
  readonly contents: readonly SearchContentFile[];
};

/** Indexes `records` and splits the result into the files the browser loads. */
export function buildSearchIndex(
  records: readonly SearchRecord[],
  {
    termsPerShard = TERMS_PER_SHARD,
    unlisted = [],
  }: {termsPerShard?: number; unlisted?: readonly string[]} = {},
): BuiltSearchIndex {
  const ids = new Set<string>();
  for (const record of records) {
    if (ids.has(record.id)) {
      throw new Error(
        `search-index: two records share the id ${record.id}; anchors must be unique`,
      );
    }
    ids.add(record.id);
  }
  const miniSearch = new MiniSearch<SearchRecord>(MINISEARCH_OPTIONS);
  miniSearch.addAll(records);
  const {index: entries, ...head} = miniSearch.toJSON();

  const terms = entries.map(([term]) => term).sort();
  const shardCount = Math.max(1, Math.ceil(terms.length / termsPerShard));
  const shardEntries: IndexEntry[][] = Array.from({length: shardCount}, () => []);
  for (const entry of entries) shardEntries[shardOf(entry[0], shardCount)]!.push(entry);

  // One content file per page, holding the text of the page's records.
  const contentPages: string[] = [];
  const contents: Array<Record<string, string>> = [];
  const fileOfPage = new Map<string, number>();
  for (const record of records) {
    const page = record.url.split('#')[0]!;
    let n = fileOfPage.get(page);
    if (n === undefined) {
      n = contentPages.push(page) - 1;
      fileOfPage.set(page, n);
      contents.push({});
    }
    // A page record's text opens with the page description: the snippet under a page hit (the
    // whole snippet for a page that opens straight with a section), and where the proximity
    // bonus looks for the query's words (rank.ts).
    const text = [record.summary, record.content].filter((part) => part !== '').join(' ');
    if (text !== '') contents[n]![record.id] = text;
  }

  return {
    file: {
      version: INDEX_FORMAT_VERSION,
      pages: Array.from(new Set(records.map((record) => record.lvl0))),
      terms,
      shardCount,
      contentPages,
      unlisted: [...unlisted],
      index: {...head, index: []},
    },
    shards: shardEntries.map((shard) => ({entries: shard})),
    contents: contents.map((content) => ({content})),
  };
}
