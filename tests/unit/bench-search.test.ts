import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {pageOf, parseQueries, percentile, QUERY_SETS, relevance} from '@site/scripts/bench-search';

const root = path.resolve(__dirname, '../..');

describe('bench:search helpers', () => {
  it('parses "query => pages" lines under their category, skipping comments and blank lines', () => {
    expect(
      parseQueries(
        '# note\n\ncreateSlice => /api/createSlice /usage/usage-guide\n' +
          '# category: errors\nstate mutation => /api/immutabilityMiddleware#how-it-works\n',
      ),
    ).toEqual([
      {
        query: 'createSlice',
        expected: ['/api/createSlice', '/usage/usage-guide'],
        category: '',
        line: 3,
      },
      {
        query: 'state mutation',
        expected: ['/api/immutabilityMiddleware#how-it-works'],
        category: 'errors',
        line: 5,
      },
    ]);
    expect(() => parseQueries('no arrow here', 'q.txt')).toThrow('q.txt:1');
  });

  it('scores hit@1, hit@3 and MRR@10 by the row of the first hit on an expected page', () => {
    const cases = parseQueries('a => /x\nb => /y\nc => /z\nd => /z\ne => /v\n');
    const rankings: Record<string, string[]> = {
      a: ['/x#one', '/w', '/x'],
      // /y is the third page but the fourth row: below the first three displayed hits.
      b: ['/w', '/w#two', '/v', '/y#three'],
      c: ['/w'],
      d: Array.from({length: 11}, (_, i) => (i === 10 ? '/z' : `/p${i}`)),
      e: ['/w', '/w#two', '/v#one'],
    };
    const result = relevance(cases, (query) => rankings[query]!);
    expect(result.hitAt1).toBeCloseTo(1 / 5);
    expect(result.hitAt3).toBeCloseTo(2 / 5);
    // d's page is 11th: outside MRR@10.
    expect(result.mrr10).toBeCloseTo((1 + 1 / 4 + 1 / 3) / 5);
    expect(result.sectionAt3).toBeNull();
    expect(result.misses).toEqual([
      '"b": rank 4 (/w, /w#two, /v)',
      '"c": not found (/w)',
      '"d": rank 11 (/p0, /p1, /p2)',
      '"e": rank 3 (/w, /w#two, /v#one)',
    ]);
  });

  it('scores by distinct pages, in the order they first appear, when asked', () => {
    const cases = parseQueries('a => /x\nb => /y\nc => /z\nd => /z\n');
    const rankings: Record<string, string[]> = {
      a: ['/x#one', '/w', '/x'],
      b: ['/w', '/w#two', '/v', '/y#three'],
      c: ['/w'],
      d: Array.from({length: 11}, (_, i) => (i === 10 ? '/z' : `/p${i}`)),
    };
    const result = relevance(cases, (query) => rankings[query]!, 'pages');
    expect(result.hitAt1).toBeCloseTo(1 / 4);
    expect(result.hitAt3).toBeCloseTo(2 / 4);
    expect(result.mrr10).toBeCloseTo((1 + 1 / 3) / 4);
    expect(result.misses).toEqual([
      '"b": rank 3 (/w, /v, /y)',
      '"c": not found (/w)',
      '"d": rank 11 (/p0, /p1, /p2)',
    ]);
  });

  it('counts a named section as found when one of the first three hits is that section', () => {
    const cases = parseQueries('a => /x#one\nb => /y#two /z\nc => /x\n');
    const rankings: Record<string, string[]> = {
      a: ['/x', '/w', '/x#one'],
      b: ['/y', '/y#three', '/z', '/y#two'],
      c: ['/x'],
    };
    const result = relevance(cases, (query) => rankings[query]!);
    expect(result.hitAt1).toBe(1);
    expect(result.sectionAt3).toBeCloseTo(1 / 2);
  });

  it('takes nearest-rank percentiles', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([...Array(100).keys()], 95)).toBe(94);
  });
});

const sets = QUERY_SETS.map(({name, file}) => ({
  name,
  cases: parseQueries(fs.readFileSync(file, 'utf8'), file),
}));
const casesOf = (name: string) => sets.find((set) => set.name === name)!.cases;

describe('the relevance sets', () => {
  it('hold at least 40 regression queries and 150 reader-intent queries, split in halves', () => {
    expect(casesOf('regression').length).toBeGreaterThanOrEqual(40);
    const tuning = casesOf('tuning').length;
    const heldOut = casesOf('held-out').length;
    expect(tuning + heldOut).toBeGreaterThanOrEqual(150);
    // The halves were split evenly; reader phrasings written later go to the tuning half only.
    expect(heldOut).toBeGreaterThanOrEqual(75);
    expect(tuning).toBeGreaterThanOrEqual(heldOut - 1);
  });

  it('never ask the same query twice, within or across sets', () => {
    const queries = sets.flatMap((set) => set.cases.map((c) => c.query.toLowerCase()));
    expect(queries.filter((query, i) => queries.indexOf(query) !== i)).toEqual([]);
  });

  it('give every reader-intent query a category', () => {
    const uncategorised = [...casesOf('tuning'), ...casesOf('held-out')].filter(
      (c) => c.category === '',
    );
    expect(uncategorised.map((c) => c.query)).toEqual([]);
  });

  it.each(
    sets.flatMap((set) =>
      set.cases.flatMap((c) => c.expected.map((target) => [set.name, c.line, target] as const)),
    ),
  )('%s line %i expects %s, a page that exists', (_set, _line, target) => {
    const page = pageOf(target);
    const standalone = ['/errors'];
    const doc = ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(root, `docs${page}${ext}`)));
    expect(
      doc || standalone.includes(page),
      `${page} is neither a file in docs/ nor a standalone page; fix the query file`,
    ).toBe(true);
  });
});
