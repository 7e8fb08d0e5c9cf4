import type {Options} from 'minisearch';
import {LoadableMiniSearch} from '../internals/minisearch';
import type {SearchIndexFile, SearchRecord, StoredRecord, TermPostings} from './schema';

/** A record as the head describes it: its id and the fields MiniSearch stores for it. */
export type HeadRecord = {readonly id: string; readonly stored: StoredRecord};

/** The records of an index head, in index order (their MiniSearch number is their position). */
export function recordsOf(file: Pick<SearchIndexFile, 'pages'>): HeadRecord[] {
  const records: HeadRecord[] = [];
  const urlCount = new Map<string, number>();
  for (const page of file.pages) {
    let lvl1 = page.title;
    for (const [anchor, ownLvl1, lvl2] of page.records) {
      const url = anchor === '' ? page.path : `${page.path}#${anchor}`;
      const count = (urlCount.get(url) ?? 0) + 1;
      urlCount.set(url, count);
      if (ownLvl1 !== null) lvl1 = ownLvl1;
      records.push({
        id: count === 1 ? url : `${url}~${count}`,
        stored: {
          url,
          level: lvl2 === undefined ? 1 : 2,
          lvl0: page.title,
          lvl1,
          lvl2: lvl2 ?? null,
          language: page.language,
          tag: page.tag,
        },
      });
    }
  }
  return records;
}

/**
 * MiniSearch over an index whose postings arrive in shards (see schema.ts). `fromHead` loads the
 * document statistics and stored fields once, rebuilding what the head leaves out; `addPostings`
 * adds the postings of new terms without rebuilding the rest, which `MiniSearch.loadJS` would
 * redo for every shard (tens of milliseconds once a visit has loaded many). Both fill the members
 * MiniSearch keeps `protected` for subclasses, through src/internals/minisearch.ts;
 * tests/unit/local-search.test.ts checks that its results and scores equal those of
 * `MiniSearch.loadJS` over the whole index (to the last bits of a score, which depend on the
 * order the terms entered the index: the sum over a prefix's or a typo's terms runs in it).
 */
export class ShardedIndex extends LoadableMiniSearch<SearchRecord> {
  static fromHead(
    file: Pick<SearchIndexFile, 'pages' | 'fieldLength' | 'averageFieldLength'>,
    options: Options<SearchRecord>,
    records: readonly HeadRecord[] = recordsOf(file),
  ): ShardedIndex {
    const index = new ShardedIndex(options);
    // What MiniSearch's `addAll` made at build time (build.ts checks it): records numbered
    // from 0 in index order, fields in the order of `options.fields`, nothing removed.
    index.loadState({
      ids: records.map(({id}) => id),
      stored: records.map(({stored}) => stored),
      fieldLength: file.fieldLength,
      averageFieldLength: file.averageFieldLength,
      fields: options.fields,
    });
    return index;
  }

  /** Adds the postings of terms the index does not hold yet. */
  addPostings(terms: readonly string[], postings: readonly TermPostings[]): void {
    postings.forEach((fields, t) => {
      const byField = new Map<number, Map<number, number>>();
      for (let f = 0; f + 1 < fields.length; f += 2) {
        const gaps = fields[f + 1] as readonly number[];
        const frequencies = new Map<number, number>();
        let record = 0;
        for (let g = 0; g + 1 < gaps.length; g += 2) {
          record += gaps[g]!;
          frequencies.set(record, gaps[g + 1]!);
        }
        byField.set(fields[f] as number, frequencies);
      }
      this.setPostings(terms[t]!, byField);
    });
  }
}
