import {describe, expect, it} from 'vitest';
import type {SearchResult} from 'minisearch';
import {titleNames, topicTerms, type QueryPlan} from '@site/src/search/query';
import {byPage, SECTIONS_PER_PAGE, type Ranked} from '@site/src/search/rank';

/** A ranked record of page `title` at `url` (a page record without `#`, else a section). */
function ranked(url: string, score: number, title = url.split('#')[0]!): Ranked {
  const result = {
    id: url,
    url,
    lvl0: title,
    lvl1: url.includes('#') ? url.split('#')[1]! : title,
    lvl2: null,
    score,
    terms: [],
    queryTerms: [],
    match: {},
  } as unknown as SearchResult;
  return {id: url, score, matches: [], result};
}
const planFor = (query: string): QueryPlan => ({
  concepts: [],
  long: false,
  topic: topicTerms(query),
});
const ids = (list: readonly Ranked[]) => list.map((entry) => entry.id);

describe('byPage: a diverse list', () => {
  it('lists no more than two records of a page before the next page’s best', () => {
    // One long page whose sections all outscore the next pages.
    const list = [
      ranked('/long#a', 10),
      ranked('/long#b', 9),
      ranked('/long#c', 8),
      ranked('/long#d', 7),
      ranked('/other', 5),
      ranked('/third#x', 4),
      ranked('/other#y', 1),
    ];
    const ordered = ids(byPage(list));
    expect(SECTIONS_PER_PAGE).toBe(2);
    expect(ordered).toEqual([
      '/long#a',
      '/long#b',
      '/other',
      '/third#x',
      // Every page has had its turn: the rest by score, a later run of the long page.
      '/long#c',
      '/long#d',
      '/other#y',
    ]);
    // Whatever the scores: before each page's first record, at most two of any earlier page.
    const pageOf = (id: string) => id.split('#')[0]!;
    const firsts = ordered.filter(
      (id, i) => ordered.findIndex((o) => pageOf(o) === pageOf(id)) === i,
    );
    for (const first of firsts.slice(1)) {
      const before = ordered.slice(0, ordered.indexOf(first)).map(pageOf);
      for (const page of new Set(before)) {
        expect(before.filter((p) => p === page).length).toBeLessThanOrEqual(2);
      }
    }
  });

  it('lists a page’s second record with its first only when it outscores the next page’s best', () => {
    const list = [ranked('/a', 10), ranked('/b', 8), ranked('/a#weak', 3), ranked('/c', 2)];
    expect(ids(byPage(list))).toEqual(['/a', '/b', '/c', '/a#weak']);
  });

  it('ranks pages by their best record plus some of their other matching sections', () => {
    const list = [
      ranked('/once', 10),
      ranked('/often#1', 9.5),
      ranked('/often#2', 8),
      ranked('/often#3', 8),
    ];
    // The page with more evidence leads, though its best record scores less.
    expect(ids(byPage(list)).slice(0, 2)).toEqual(['/often#1', '/once']);
  });

  it('puts first the page whose title names the query, its page record at its head', () => {
    const list = [
      ranked('/usage/ssr#nextjs', 10, 'Server Side Rendering'),
      ranked('/usage/nextjs#setup', 6, 'Redux Toolkit with Next.js'),
      ranked('/usage/nextjs#install', 3, 'Redux Toolkit with Next.js'),
      ranked('/usage/nextjs', 5, 'Redux Toolkit with Next.js'),
      ranked('/api/other', 4, 'Other'),
    ];
    for (const query of ['nextjs', 'next.js', 'Next JS', 'redux toolkit with next.js']) {
      expect(ids(byPage(list, planFor(query))).slice(0, 3), query).toEqual([
        '/usage/nextjs',
        '/usage/ssr#nextjs',
        // Its other section is outscored by the next page's best: it waits for its turn.
        '/api/other',
      ]);
    }
    // A query the title only contains, and a pasted message, change nothing.
    expect(ids(byPage(list, planFor('next.js setup')))[0]).toBe('/usage/ssr#nextjs');
    expect(ids(byPage(list, {...planFor('nextjs'), long: true, topic: []}))[0]).toBe(
      '/usage/ssr#nextjs',
    );
  });
});

describe('titleNames', () => {
  const names = (title: string, query: string) => titleNames(topicTerms(title), topicTerms(query));

  it('matches spacing, case and punctuation aside, and the words in any order', () => {
    expect(names('createSlice', 'createSlice')).toBe(true);
    expect(names('createSlice', 'create slice')).toBe(true);
    expect(names('createSlice', 'createslice')).toBe(true);
    expect(names('configureStore', 'configure-store')).toBe(true);
    expect(names('Automated Re-fetching', 'automated refetching')).toBe(true);
    expect(names('Usage With TypeScript', 'typescript usage')).toBe(true);
  });

  it('leaves the site’s name and stop words out of both', () => {
    expect(names('Redux Toolkit with Next.js', 'nextjs')).toBe(true);
    expect(names('Redux Toolkit with Next.js', 'next.js')).toBe(true);
    expect(names('Getting Started with Redux Toolkit', 'getting started')).toBe(true);
    expect(names('RTK Query Overview', 'query overview')).toBe(true);
  });

  it('does not match a title that only contains the query, nor an inflection or a synonym', () => {
    expect(names('Customizing createApi', 'createApi')).toBe(false);
    expect(names('createApi', 'customizing createApi')).toBe(false);
    expect(names('Queries', 'query')).toBe(false);
    expect(names('RTK Query Overview', 'rtk query')).toBe(false);
    // The site's name alone names no page.
    expect(names('Redux Toolkit', 'redux toolkit')).toBe(false);
    expect(names('', '')).toBe(false);
  });
});
