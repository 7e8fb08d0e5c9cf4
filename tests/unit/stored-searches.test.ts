// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {storedSearches, type StoredHit} from '@site/src/components/SearchModal/storedSearches';

const hit = (n: number): StoredHit & {_snippetResult: unknown} => ({
  objectID: `/api/page-${n}#section`,
  url: `http://127.0.0.1:3000/api/page-${n}#section`,
  type: 'lvl2',
  hierarchy: {lvl0: `Page ${n}`, lvl1: 'Section', lvl2: null},
  content: 'text',
  _snippetResult: {content: {value: '<mark>text</mark>'}},
});

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the search modal’s recent and favourite searches', () => {
  it('keeps them under DocSearch’s keys, newest first, without highlight markup', () => {
    const lists = storedSearches('local');
    lists.remember(hit(1));
    lists.remember(hit(2));
    lists.remember(hit(1));
    expect(lists.recent().map((h) => h.objectID)).toEqual([
      '/api/page-1#section',
      '/api/page-2#section',
    ]);
    const raw = window.localStorage.getItem('__DOCSEARCH_RECENT_SEARCHES__local')!;
    expect(raw).not.toContain('_snippetResult');
  });

  it('keeps seven recent searches, four once a search is saved, and moves a saved one', () => {
    const lists = storedSearches('local');
    for (let n = 1; n <= 9; n++) lists.remember(hit(n));
    expect(lists.recent()).toHaveLength(7);
    lists.save(hit(9));
    expect(lists.favorites().map((h) => h.objectID)).toEqual(['/api/page-9#section']);
    expect(lists.recent().map((h) => h.objectID)).not.toContain('/api/page-9#section');
    lists.remember(hit(10));
    expect(lists.recent()).toHaveLength(4);
    // Opening a favourite does not list it as recent too.
    lists.remember(hit(9));
    expect(lists.recent().map((h) => h.objectID)).not.toContain('/api/page-9#section');
    lists.unsave('/api/page-9#section');
    lists.forget('/api/page-10#section');
    expect(lists.favorites()).toEqual([]);
    expect(lists.recent().map((h) => h.objectID)).not.toContain('/api/page-10#section');
  });

  it('treats throwing storage as empty, warns once, and never throws', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const lists = storedSearches('local');
    expect(() => lists.remember(hit(1))).not.toThrow();
    expect(lists.recent()).toEqual([]);
    expect(lists.favorites()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('drops entries that are not hits (another tool, or a hand edit)', () => {
    window.localStorage.setItem(
      '__DOCSEARCH_RECENT_SEARCHES__local',
      JSON.stringify([null, 5, {objectID: 1}, hit(3)]),
    );
    window.localStorage.setItem('__DOCSEARCH_FAVORITE_SEARCHES__local', '{not json');
    const lists = storedSearches('local');
    expect(lists.recent().map((h) => h.objectID)).toEqual(['/api/page-3#section']);
  });
});
