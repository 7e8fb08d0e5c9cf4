import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {parseQueries, percentile, relevance} from '@site/scripts/bench-search';

const root = path.resolve(__dirname, '../..');

describe('bench:search helpers', () => {
  it('parses "query => pages" lines, skipping comments and blank lines', () => {
    expect(parseQueries('# note\n\ncreateSlice => /api/createSlice /usage/usage-guide\n')).toEqual([
      {query: 'createSlice', expected: ['/api/createSlice', '/usage/usage-guide'], line: 3},
    ]);
    expect(() => parseQueries('no arrow here', 'q.txt')).toThrow('q.txt:1');
  });

  it('scores hit@1, hit@3 and MRR by the first expected page', () => {
    const cases = parseQueries('a => /x\nb => /y\nc => /z\n');
    const rankings: Record<string, string[]> = {a: ['/x'], b: ['/w', '/v', '/y'], c: ['/w']};
    const result = relevance(cases, (query) => rankings[query]!);
    expect(result.hitAt1).toBeCloseTo(1 / 3);
    expect(result.hitAt3).toBeCloseTo(2 / 3);
    expect(result.mrr).toBeCloseTo((1 + 1 / 3) / 3);
    expect(result.misses).toEqual(['"b": rank 3 (/w, /v, /y)', '"c": not found (/w)']);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([...Array(100).keys()], 95)).toBe(94);
  });
});

describe('scripts/search-queries.txt', () => {
  const cases = parseQueries(
    fs.readFileSync(path.join(root, 'scripts/search-queries.txt'), 'utf8'),
  );

  it('holds at least 40 queries', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases.flatMap((c) => c.expected.map((page) => [c.line, page] as const)))(
    'line %i expects %s, a page that exists',
    (_line, page) => {
      const standalone = ['/errors'];
      const doc = ['.md', '.mdx'].some((ext) =>
        fs.existsSync(path.join(root, `docs${page}${ext}`)),
      );
      expect(
        doc || standalone.includes(page),
        `${page} is neither a file in docs/ nor a standalone page; fix the query file`,
      ).toBe(true);
    },
  );
});
