// The messages between a docs page and its live-example sandbox (an iframe with an opaque
// origin, see ./sandbox.ts). The page speaks on the frame's window. The sandbox says `ready` and
// `runtime-ready` on the page's window, before any example code runs; `runtime-ready` hands over a
// MessagePort, and from then on the page listens to that port only: example code can post to the
// page's window, but it cannot reach the runtime's port. The page still checks the shape of every
// message (src/components/LiveExample/messages.ts).

/** The global that guarded example code calls in every loop and function (see ./guard.ts). */
export const GUARD = '__liveGuard';

/**
 * How long an example may keep its thread busy without a break before its guard stops it, where
 * that thread is the page's (Firefox, WebKit): the page must answer a click within a second.
 */
export const BUSY_LIMIT_MS = 400;

/**
 * The same where the sandbox has a thread of its own (Chromium gives the frame its own process):
 * a long stretch there delays only the example, so on a slow CPU a heavy example still runs (at
 * CPU 4x, some RTK Query examples run 0.4-1 s without a break). Endless loops still stop.
 */
export const OWN_THREAD_BUSY_LIMIT_MS = 2000;

/**
 * The probe the page sends new sandboxes: the runtime answers, then stays busy this
 * long. A page on the sandbox's thread hears the answer only after that (see
 * src/components/LiveExample/sandbox.ts).
 */
export const PROBE_BUSY_MS = 40;

/** One module of an example, already JavaScript: compiled at build time, or in the page after an edit. */
export type RunFile = {
  /** The file's path in the page's virtual project, like `src/app/store.ts`. */
  readonly path: string;
  readonly code: string;
  /** The source map (JSON) from `code` back to the source the reader sees. */
  readonly map: string;
};

export type ParentMessage =
  | {readonly type: 'runtime'; readonly code: string}
  | {readonly type: 'probe'}
  | {
      readonly type: 'run';
      /** The package groups' scripts the example needs (see runtime/packages.ts), in order. */
      readonly packages: readonly string[];
      readonly files: readonly RunFile[];
      readonly entry: string;
      /** What the reader calls each file (by path), for printed stacks: `example.ts`, `src/app/store.js`. */
      readonly names: Readonly<Record<string, string>>;
      /** BUSY_LIMIT_MS, or OWN_THREAD_BUSY_LIMIT_MS where the probe found a thread of its own. */
      readonly busyLimitMs: number;
      readonly theme: 'light' | 'dark';
    }
  | {readonly type: 'theme'; readonly theme: 'light' | 'dark'};

export const OUTPUT_KINDS = ['log', 'info', 'warn', 'error', 'debug', 'note'] as const;
export type OutputKind = (typeof OUTPUT_KINDS)[number];

export type OutputEntry = {readonly kind: OutputKind; readonly text: string};

/** Where in the reader's code something happened; 1-based, in the file's source. */
export type SourceLocation = {
  readonly file: string;
  readonly line: number;
  readonly column: number;
};

/** `busy`: stopped by the guard after BUSY_LIMIT_MS without a break. */
export const FAILURE_KINDS = ['assertion', 'error', 'busy'] as const;

export type Failure = {
  readonly kind: (typeof FAILURE_KINDS)[number];
  /** The error's first line: `AssertionError [ERR_ASSERTION]: …`, `TypeError: …`. */
  readonly message: string;
  /** The rest of the message (an assertion's diff), when there is one. */
  readonly details?: string;
  readonly expected?: string;
  readonly actual?: string;
  readonly operator?: string;
  readonly location?: SourceLocation;
  /** The stack with the sandbox's URLs replaced by the reader's files. */
  readonly stack?: string;
};

/** On the page's window, from the sandbox document and then the runtime (with its port). */
export type BootMessage = {readonly type: 'ready'} | {readonly type: 'runtime-ready'};

/** On the runtime's port, before any run: its answer to the page's probe (a `Date.now()`). */
export type ProbeAnswer = {readonly type: 'probe'; readonly sentAt: number};

/** On the runtime's port. */
export type RunMessage =
  /**
   * The example's own code starts now (the packages are in): the page's STOP_AFTER_MS counts from
   * here, so a slow sandbox start on a slow device is not the example's time.
   */
  | {readonly type: 'started'}
  | {readonly type: 'output'; readonly entries: readonly OutputEntry[]}
  | {
      readonly type: 'done';
      readonly passed: number;
      readonly failure?: Failure;
      readonly durationMs: number;
    }
  /** The guard stopped the example after its run had ended (in an event handler, a timer). */
  | {readonly type: 'halted'; readonly failure: Failure}
  | {readonly type: 'ui'; readonly height: number}
  /**
   * What the example's stores did since the last such message, as the Redux DevTools extension
   * would see it (./runtime/devtools.ts): the stores made since, then their actions, in order.
   */
  | {
      readonly type: 'devtools';
      readonly stores: readonly StoreReport[];
      readonly actions: readonly ActionReport[];
      /** Set once the runtime's cap (../actions.ts) stopped recording, and by which limit. */
      readonly capped?: CapLimit;
    };

export const CAP_LIMITS = ['entries', 'characters'] as const;
export type CapLimit = (typeof CAP_LIMITS)[number];

/** A store the example made, numbered in the order the example made its stores. */
export type StoreReport = {
  readonly id: number;
  /** The `name` of its DevTools options, or `store <id>`. */
  readonly name: string;
  /**
   * False for a store that never asked for the DevTools (`devTools: false`, Redux's
   * `createStore` without the extension's enhancer): it is listed, and its actions are not.
   */
  readonly reports: boolean;
};

export const CHANGE_KINDS = ['added', 'removed', 'changed'] as const;

/** One difference between the state before an action and after it, printed. */
export type StateChange = {
  readonly kind: (typeof CHANGE_KINDS)[number];
  /** `counter.value`, `api.queries["getPost(1)"].data`, `(state)` for the whole state. */
  readonly path: string;
  /** The value before (changed, removed). */
  readonly before?: string;
  /** The value after (changed, added). */
  readonly after?: string;
};

export const REQUEST_PHASES = ['pending', 'fulfilled', 'rejected'] as const;

/** An RTK Query request's action: the request it belongs to and its phase. */
export type QueryRequest = {
  /** The api's `reducerPath`, the start of the action's type. */
  readonly api: string;
  readonly endpoint: string;
  /** The request's `meta.requestId`: every action of one request has the same. */
  readonly requestId: string;
  /** What the request asked: the query's cache key (`getPost(1)`), or the mutation and its argument. */
  readonly label: string;
  readonly kind: 'query' | 'mutation';
  readonly phase: (typeof REQUEST_PHASES)[number];
};

/** An action that reached a store's reducer, and what it changed. */
export type ActionReport = {
  /** The StoreReport's `id`. */
  readonly store: number;
  readonly type: string;
  /** The action's other fields (payload, meta, error, …), each printed as the output prints values. */
  readonly fields: readonly {readonly name: string; readonly text: string}[];
  readonly changes: readonly StateChange[];
  /** Changes left out of `changes` (it holds at most ACTION_LIMITS.changes). */
  readonly moreChanges: number;
  /** The state after the action, printed; absent when it is the very state the store's last entry showed. */
  readonly state?: string;
  /** One of RTK Query's own bookkeeping actions (`…/subscriptions/…`, `…/config/…`, `__rtkq/…`). */
  readonly internal: boolean;
  readonly request?: QueryRequest;
};

/**
 * The policy the runtime adds once the run's import map is in (./runtime/realm.ts): from then on,
 * scripts come from blobs only, in the sandbox and in any frame an example makes.
 */
export const RUN_POLICY = 'script-src blob:';
