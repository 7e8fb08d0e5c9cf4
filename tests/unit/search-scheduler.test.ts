import {describe, expect, it, vi} from 'vitest';
import {
  createSearchScheduler,
  PAUSE_MS,
  type Outcome,
  type SearchEngine,
} from '@site/src/components/SearchModal/searchScheduler';

class NotCachedError extends Error {
  override name = 'NotCachedError';
}

/**
 * An engine whose index files are "loaded" per query: a cached-only search of a query it has
 * not downloaded rejects, a full search downloads it.
 */
function fakeEngine(cached: Iterable<string> = []) {
  const loaded = new Set(cached);
  const downloads: string[] = [];
  const engine: SearchEngine<string> = {
    async search(query, options) {
      if (!loaded.has(query)) {
        if (options?.cachedOnly) throw new NotCachedError(query);
        downloads.push(query);
        loaded.add(query);
      }
      return `hits for ${query}`;
    },
  };
  return {engine, downloads};
}

/** A scheduler on a fake clock, recording what it reports. */
function setup(engine: SearchEngine<string>) {
  vi.useFakeTimers();
  const outcomes: Array<Outcome<string>> = [];
  const pending: boolean[] = [];
  const scheduler = createSearchScheduler<string>({
    load: () => Promise.resolve(engine),
    onOutcome: (outcome) => outcomes.push(outcome),
    onPending: (value) => pending.push(value),
    now: () => Date.now(),
  });
  /** Types `text` one key every `gap` ms, letting promises settle after each key. */
  async function type(text: string, gap: number) {
    for (let i = 1; i <= text.length; i++) {
      scheduler.type(text.slice(0, i));
      await vi.advanceTimersByTimeAsync(gap);
    }
  }
  const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);
  return {scheduler, outcomes, pending, type, advance};
}

describe('the search modal scheduler', () => {
  it('downloads only what the final query needs when the reader types fast', async () => {
    const {engine, downloads} = fakeEngine();
    const {outcomes, type, advance} = setup(engine);
    await type('createSlice', 60);
    await advance(PAUSE_MS);
    expect(downloads).toEqual(['createSlice']);
    expect(outcomes.at(-1)).toEqual({
      query: 'createSlice',
      status: 'results',
      result: 'hits for createSlice',
    });
    vi.useRealTimers();
  });

  it('answers every key at once from loaded files, without waiting', async () => {
    const {engine, downloads} = fakeEngine(['c', 'cr', 'cre']);
    const {outcomes, type, advance} = setup(engine);
    // The engine loads as the modal opens.
    await advance(0);
    await type('cre', 60);
    expect(downloads).toEqual([]);
    expect(outcomes.map((outcome) => outcome.query)).toEqual(['c', 'cr', 'cre']);
    vi.useRealTimers();
  });

  it('downloads each prefix for a reader who lingers on each', async () => {
    const {engine, downloads} = fakeEngine();
    const {type} = setup(engine);
    await type('abc', PAUSE_MS + 50);
    expect(downloads).toEqual(['a', 'ab', 'abc']);
    vi.useRealTimers();
  });

  it('waits again when the pause ended late because the page was busy', async () => {
    const {engine, downloads} = fakeEngine();
    const {scheduler, advance} = setup(engine);
    scheduler.type('cr');
    // The page is blocked for 400 ms: the fake clock jumps, the timer fires late.
    vi.setSystemTime(Date.now() + 400);
    await advance(PAUSE_MS);
    expect(downloads).toEqual([]);
    // A key queued during the block arrives now and cancels the waiting search.
    scheduler.type('cre');
    await advance(PAUSE_MS + 1);
    expect(downloads).toEqual(['cre']);
    vi.useRealTimers();
  });

  it('never reports an older answer after a newer one', async () => {
    let release: (() => void) | undefined;
    const engine: SearchEngine<string> = {
      search: (query) =>
        query === 'slow'
          ? new Promise((resolve) => {
              release = () => resolve('old');
            })
          : Promise.resolve(`hits for ${query}`),
    };
    const {scheduler, outcomes, advance} = setup(engine);
    scheduler.type('slow');
    await advance(PAUSE_MS + 1);
    // Later, another query, answered first.
    await advance(1000);
    scheduler.type('fast');
    await advance(1);
    release!();
    await advance(1);
    expect(outcomes.map((outcome) => outcome.query)).toEqual(['fast']);
    vi.useRealTimers();
  });

  it('reports a failed search as an error, and a later key tries again', async () => {
    let fail = true;
    const engine: SearchEngine<string> = {
      search: (query) => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(query)),
    };
    const {scheduler, outcomes, pending, advance} = setup(engine);
    scheduler.type('immer');
    await advance(PAUSE_MS + 1);
    expect(outcomes.at(-1)).toMatchObject({query: 'immer', status: 'error'});
    expect(pending.at(-1)).toBe(false);
    fail = false;
    await advance(1000);
    scheduler.type('immer ');
    await advance(PAUSE_MS + 1);
    expect(outcomes.at(-1)).toMatchObject({query: 'immer ', status: 'results'});
    vi.useRealTimers();
  });

  it('searches nothing for an empty box, and cancels a waiting search', async () => {
    const {engine, downloads} = fakeEngine();
    const {scheduler, outcomes, advance} = setup(engine);
    scheduler.type('   ');
    await advance(1000);
    scheduler.type('a');
    await advance(PAUSE_MS + 1);
    scheduler.type('ab');
    scheduler.cancel();
    await advance(1000);
    expect(downloads).toEqual(['a']);
    expect(outcomes.map((outcome) => outcome.query)).toEqual(['a']);
    vi.useRealTimers();
  });
});
