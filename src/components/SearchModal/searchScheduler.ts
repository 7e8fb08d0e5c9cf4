// When the modal searches, and what each search may download. The reader's every keystroke is
// answered at once from the index files already loaded; a search that needs more of the index
// waits until the reader pauses, so the prefixes of a word still being typed ("c", "cr",
// "cre"…) do not each cost a download.
//
// The pause is the only sign that typing has stopped. Guessing from the time between keys was
// tried and fails: the first search after the engine loads blocks the page for a few hundred
// milliseconds on a slow device, and the key after it looks like slow typing. For the same
// reason a pause that ends late is waited again.

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
 * How long the reader must stop typing before a search that needs a download starts. Fast
 * typists leave under 100 ms between keys, most readers 150 to 300 ms: they get a prefix's
 * results, downloads included, when they linger on it.
 */
export const PAUSE_MS = 150;
/** A pause timer this late means the page was busy rather than the reader idle. */
const LATE_MS = 50;
const MAX_WAITS = 4;

/**
 * The engine's NotCachedError, told by its name: importing the engine's own `isNotCached`
 * (localSearch.ts) would put the whole engine into the modal's chunk.
 */
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
  // The engine starts loading on search intent; once it is there, keys are answered from it.
  load().then(
    (loaded) => {
      engine = loaded;
    },
    () => {
      // Reported by the first search that needs it; that search loads it again.
    },
  );
  let ticket = 0;
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
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      if (query.trim() === '') {
        onPending(false);
        return;
      }
      const waitForPause = () => {
        if (current !== ticket) return;
        onPending(true);
        // A timer that fires late says the page was busy (the engine starting, a long list
        // rendering): keys typed meanwhile may still be queued, so the pause starts again, and
        // a queued key cancels this search. Waited out at most MAX_WAITS times.
        let waits = 0;
        const arm = () => {
          const due = now() + PAUSE_MS;
          timer = setTimer(() => {
            if (now() - due > LATE_MS && ++waits < MAX_WAITS) arm();
            else searchFully(current, query);
          }, PAUSE_MS);
        };
        arm();
      };
      if (!engine) {
        waitForPause();
        return;
      }
      engine.search(query, {cachedOnly: true}).then(
        (result) => settle(current, {query, status: 'results', result}),
        (error: unknown) => {
          if (isNotCached(error)) waitForPause();
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
