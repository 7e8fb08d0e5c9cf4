// When the modal searches, and what each search may download. The reader's every keystroke is
// answered at once from the index files already loaded; a search that needs more of the index
// waits until the reader pauses, so the prefixes of a word still being typed ("c", "cr",
// "cre"…) do not each cost a download. A reader who types slowly, or who stops, gets the
// download straight away.

/** One search of the modal, in the engine's Algolia-shaped request form. */
export type SearchEngine<Result> = {
  /**
   * Answers `query`. With `cachedOnly`, it must not fetch: it rejects with an error named
   * `NotCachedError` when the query needs a file that is not loaded yet.
   */
  search(query: string, options?: {cachedOnly?: boolean}): Promise<Result>;
};

/** What the modal shows for a query. */
export type Outcome<Result> =
  | {readonly query: string; readonly status: 'results'; readonly result: Result}
  | {readonly query: string; readonly status: 'error'; readonly error: unknown};

export type SchedulerOptions<Result> = {
  /** Loads the engine (and the index head) once; later calls return the same promise. */
  readonly load: () => Promise<SearchEngine<Result>>;
  /** The answer to the latest query; older answers are never reported. */
  readonly onOutcome: (outcome: Outcome<Result>) => void;
  /** Whether a search is under way or waiting for the reader to pause. */
  readonly onPending: (pending: boolean) => void;
  readonly now?: () => number;
  readonly setTimer?: (callback: () => void, ms: number) => unknown;
  readonly clearTimer?: (timer: unknown) => void;
};

/**
 * Keys closer together than this mean the reader is still typing the word. Typing speed is
 * 150 to 300 ms a key for most readers and under 100 ms for fast typists; a reader who pauses
 * this long between keys is given each prefix's results, downloads included.
 */
export const TYPING_GAP_MS = 150;
/** How long the reader must stop typing before a search that needs a download starts. */
export const PAUSE_MS = 150;

export const isNotCached = (error: unknown): boolean =>
  (error as {name?: unknown} | null)?.name === 'NotCachedError';

/** Decides when each query is searched. `type` is called for every change of the search box. */
export function createSearchScheduler<Result>({
  load,
  onOutcome,
  onPending,
  now = () => performance.now(),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SchedulerOptions<Result>) {
  let engine: SearchEngine<Result> | null = null;
  let ticket = 0;
  let lastKeyAt = -Infinity;
  let timer: unknown = null;

  const settle = (current: number, outcome: Outcome<Result>) => {
    if (current !== ticket) return;
    onPending(false);
    onOutcome(outcome);
  };

  /** Loads what `query` needs and answers it. */
  const searchFully = (current: number, query: string) => {
    timer = null;
    load()
      .then((loaded) => {
        engine = loaded;
        return loaded.search(query);
      })
      .then(
        (result) => settle(current, {query, status: 'results', result}),
        (error: unknown) => settle(current, {query, status: 'error', error}),
      );
  };

  return {
    /** The search box now holds `query` (already trimmed of nothing: searched as typed). */
    type(query: string): void {
      const current = ++ticket;
      const at = now();
      const typingFast = at - lastKeyAt < TYPING_GAP_MS;
      lastKeyAt = at;
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      if (query.trim() === '') {
        onPending(false);
        return;
      }
      const waitOrFetch = () => {
        if (current !== ticket) return;
        onPending(true);
        if (typingFast) timer = setTimer(() => searchFully(current, query), PAUSE_MS);
        else searchFully(current, query);
      };
      if (!engine) {
        waitOrFetch();
        return;
      }
      engine.search(query, {cachedOnly: true}).then(
        (result) => settle(current, {query, status: 'results', result}),
        (error: unknown) => {
          if (isNotCached(error)) waitOrFetch();
          else settle(current, {query, status: 'error', error});
        },
      );
    },
    /** Stops any waiting search (the modal closed). */
    cancel(): void {
      ticket++;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

export type SearchScheduler = ReturnType<typeof createSearchScheduler>;
