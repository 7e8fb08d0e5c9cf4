import MiniSearch from 'minisearch';
import {
  INDEX_FORMAT_VERSION,
  MINISEARCH_OPTIONS,
  type SearchIndexFile,
  type SearchRecord,
} from './schema';

/** Indexes `records` and returns the file the browser loads (serialised MiniSearch + titles). */
export function buildSearchIndex(records: readonly SearchRecord[]): SearchIndexFile {
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
  return {
    version: INDEX_FORMAT_VERSION,
    pages: Array.from(new Set(records.map((record) => record.lvl0))),
    index: miniSearch.toJSON(),
  };
}
