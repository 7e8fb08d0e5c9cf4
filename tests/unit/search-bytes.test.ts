import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, describe, expect, it} from 'vitest';
import {indexBytesForQuery, measuredQueries} from '@site/scripts/search-bytes';
import {writeSearchIndex} from '@site/src/plugins/search-index';
import {buildSearchIndex} from '@site/src/plugins/search-index/build';
import type {SearchRecord} from '@site/src/search/schema';

const record = (url: string, title: string, content: string): SearchRecord => ({
  id: url,
  url,
  level: 1,
  lvl0: 'createSlice',
  lvl1: url.includes('#') ? title : 'createSlice',
  lvl2: null,
  title,
  parents: url.includes('#') ? 'createSlice' : '',
  summary: '',
  content,
  code: '',
  language: 'en',
  tag: 'docs-default-current',
});

// A built site holding only an index: a page of a few sections, in several shards and pieces.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bytes-'));
afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
const written = writeSearchIndex(
  dir,
  buildSearchIndex(
    [
      record('/api/createSlice', 'createSlice', 'A function that accepts an initial state.'),
      record('/api/createSlice#reducers', 'reducers', 'Case reducers, one per action type.'),
      record('/api/createSlice#selectors', 'selectors', 'Selectors that receive the slice state.'),
      record('/api/createSlice#name', 'name', 'A string name for this slice of state.'),
    ],
    {shardBytes: 60, textPieceBytes: 60},
  ),
);

describe('indexBytesForQuery', () => {
  it('lists the head, then the shards and text pieces the query fetched, at their gzip size', async () => {
    await written;
    const {files, total} = await indexBytesForQuery(dir, 'selectors', {facetFilters: []});
    expect(files[0]).toMatchObject({path: 'search-index.json', kind: 'head'});
    expect(files.filter((file) => file.kind === 'postings')).toHaveLength(1);
    expect(files.filter((file) => file.kind === 'text').length).toBeGreaterThan(0);
    for (const file of files) {
      expect(file.gzip).toBe(gzipSync(fs.readFileSync(path.join(dir, file.path))).length);
    }
    expect(total).toBe(files.reduce((sum, file) => sum + file.gzip, 0));
    // Deterministic: the same figures every time.
    expect(await indexBytesForQuery(dir, 'selectors', {facetFilters: []})).toEqual({
      files,
      total,
    });
  });

  it('counts every keystroke’s files once when the query is typed', async () => {
    await written;
    const typed = await indexBytesForQuery(dir, 'state sel', {facetFilters: [], typed: true});
    const paths = typed.files.map((file) => file.path);
    expect(new Set(paths).size).toBe(paths.length);
    const final = await indexBytesForQuery(dir, 'state sel', {facetFilters: []});
    expect(typed.total).toBeGreaterThanOrEqual(final.total);
  });

  it('measures the budget queries and the ten longest of the relevance sets', () => {
    const queries = measuredQueries();
    expect(queries[0]).toBe('createSlice');
    expect(queries.length).toBeGreaterThanOrEqual(11);
  });
});
