import MiniSearch, {type Options} from 'minisearch';
import type {IndexEntry, SearchRecord, SerializedIndex} from './schema';

const numericMap = <T>(object: Readonly<Record<string, T>>): Map<number, T> =>
  new Map(Object.keys(object).map((key) => [Number(key), object[key]!] as const));

/**
 * MiniSearch over an index whose postings arrive in shards (see schema.ts). `fromHead` loads the
 * document statistics and stored fields once; `addPostings` adds the postings of new terms
 * without rebuilding the rest, which `MiniSearch.loadJS` would redo for every shard (tens of
 * milliseconds once a visit has loaded many). It fills the members MiniSearch keeps `protected`
 * for subclasses, the way `loadJS` does; tests/unit/local-search.test.ts checks that its scores
 * equal those of `MiniSearch.loadJS` over the whole index.
 */
export class ShardedIndex extends MiniSearch<SearchRecord> {
  static fromHead(head: SerializedIndex, options: Options<SearchRecord>): ShardedIndex {
    if (head.serializationVersion !== 2) {
      throw new Error(
        `search index: MiniSearch serialisation ${head.serializationVersion} unknown`,
      );
    }
    const index = new ShardedIndex(options);
    index._documentCount = head.documentCount;
    index._nextId = head.nextId;
    index._documentIds = numericMap(head.documentIds);
    index._idToShortId = new Map(
      Array.from(index._documentIds, ([shortId, id]) => [id, shortId] as const),
    );
    index._fieldIds = head.fieldIds;
    index._fieldLength = numericMap(head.fieldLength);
    index._avgFieldLength = head.averageFieldLength;
    index._storedFields = numericMap(head.storedFields);
    index._dirtCount = head.dirtCount ?? 0;
    return index;
  }

  /** Adds the postings of terms the index does not hold yet. */
  addPostings(entries: readonly IndexEntry[]): void {
    for (const [term, fields] of entries) {
      const byField = new Map<number, Map<number, number>>();
      for (const fieldId of Object.keys(fields)) {
        byField.set(Number(fieldId), numericMap(fields[fieldId]!));
      }
      this._index.set(term, byField);
    }
  }
}
