// MiniSearch's `protected` members, which a subclass may use but whose names and shapes are not
// part of its documented API. The sharded search index (src/search/shardedIndex.ts) loads an index
// piece by piece through these two methods; nothing else touches them.
// Would go with upstream support for adding postings to a loaded index (MiniSearch has
// `loadJS`/`loadJSONAsync` for a whole index only).
import MiniSearch from 'minisearch';

/** What MiniSearch's `addAll` builds, as an index head holds it. */
export type MiniSearchState = {
  /** Record ids, in index order: a record's short id is its position. */
  readonly ids: readonly string[];
  /** The stored fields of each record, in index order. */
  readonly stored: readonly Record<string, unknown>[];
  /** Each record's length per field: `fieldLength[field][record]`. */
  readonly fieldLength: readonly (readonly number[])[];
  readonly averageFieldLength: readonly number[];
  /** The indexed fields, in the order of the options' `fields`. */
  readonly fields: readonly string[];
};

/** MiniSearch that can be filled from a prepared state and take postings term by term. */
export class LoadableMiniSearch<T> extends MiniSearch<T> {
  /** Fills the document statistics and stored fields, as `loadJS` does; no postings yet. */
  protected loadState(state: MiniSearchState): void {
    const {ids, stored, fieldLength, averageFieldLength, fields} = state;
    this._documentCount = ids.length;
    this._nextId = ids.length;
    ids.forEach((id, n) => {
      this._documentIds.set(n, id);
      this._idToShortId.set(id, n);
      this._storedFields.set(n, {...stored[n]});
      this._fieldLength.set(
        n,
        fieldLength.map((lengths) => lengths[n]!),
      );
    });
    this._fieldIds = Object.fromEntries(fields.map((field, n) => [field, n] as const));
    this._avgFieldLength = averageFieldLength.slice();
    this._dirtCount = 0;
  }

  /** Sets one term's postings: field id → (record short id → term frequency). */
  protected setPostings(term: string, byField: Map<number, Map<number, number>>): void {
    this._index.set(term, byField);
  }
}

/** The protected members `LoadableMiniSearch` writes, for the test that watches them. */
export const MINISEARCH_TOUCHPOINTS = [
  '_documentCount',
  '_nextId',
  '_documentIds',
  '_idToShortId',
  '_storedFields',
  '_fieldLength',
  '_fieldIds',
  '_avgFieldLength',
  '_dirtCount',
  '_index',
] as const;
