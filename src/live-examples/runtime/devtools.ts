// The Redux DevTools extension, as far as an example's stores can tell: the two globals the
// extension puts on a page, installed in the sandbox before any package or example code runs.
// `configureStore` composes its enhancers with `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when
// it exists (the toolkit reads the global once, when its module is evaluated), and Redux's own
// `createStore` takes `window.__REDUX_DEVTOOLS_EXTENSION__()` as an enhancer. Either way the store
// gets the enhancer below, innermost, as the extension's: it wraps the reducer, so it sees every
// action that reaches the state, in order, with the state before and after.
//
// Recording keeps references only; printing and diffing happen in a later task of their own, a few
// milliseconds at a time, so a store that dispatches in a loop is not slowed by it (in Firefox and
// WebKit the sandbox shares the page's thread). Redux states are immutable, so the state an action
// produced is still the state it produced when it is printed.
//
// Stores that never ask for the extension (`devTools: false`, `createStore` without its enhancer)
// are learnt of through Redux's `createStore` itself (../redux.ts, ../storeHook.ts).
import {ACTION_LIMITS, ActionsCap, cut} from '../actions';
import type {ActionReport, QueryRequest, RunMessage, StoreReport} from '../protocol';
import {STORE_HOOK, type StoreHook} from '../storeHook';
import {inspectWith} from './format';
import {diffStates, formatPath} from './stateDiff';

type Reducer = (state: unknown, action: unknown) => unknown;
type CreateStore = (reducer: Reducer, preloadedState?: unknown, enhancer?: unknown) => Store;
type Store = {replaceReducer: (reducer: Reducer) => void} & Record<PropertyKey, unknown>;
type Enhancer = (next: CreateStore) => CreateStore;

/** The DevTools options the view honours (configureStore's `devTools` object); the rest are the extension's own. */
export const HONOURED_OPTIONS = [
  'name',
  'actionSanitizer',
  'stateSanitizer',
  'predicate',
  'actionsAllowlist',
  'actionsDenylist',
] as const;

type Options = {
  readonly name?: unknown;
  readonly actionSanitizer?: unknown;
  readonly stateSanitizer?: unknown;
  readonly predicate?: unknown;
  readonly actionsAllowlist?: unknown;
  readonly actionsDenylist?: unknown;
};

type Log = {
  readonly id: number;
  readonly options: Options;
  /** Actions recorded, the index the sanitizers get. */
  count: number;
  /** The state the last reported action showed (a reference), to send each state once. */
  shown: unknown;
  /** Set once printing this store's state took longer than SLOW_STATE_MS: later states are not printed. */
  slowMs?: number;
};

type Recorded = {
  readonly log: Log;
  readonly index: number;
  readonly action: unknown;
  readonly before: unknown;
  readonly after: unknown;
};

const NOTHING = Symbol('nothing');

/** Printed values: an action field, a whole state (up to the limits), a changed value. */
const FIELD = {depth: 8, breakLength: 80, maxArrayLength: 100, maxStringLength: 1000} as const;
const STATE = {depth: 20, breakLength: 80, maxArrayLength: 100, maxStringLength: 1000} as const;
const SHORT = {depth: 0, breakLength: Infinity, maxArrayLength: 10, maxStringLength: 100} as const;

/** Time one printing task may take before it leaves the rest to the next. */
const SLICE_MS = 8;
/**
 * A state that takes longer than this to print is the store's last printed: in Firefox and WebKit
 * the sandbox shares the page's thread, and each print would hold the page that long.
 */
const SLOW_STATE_MS = 50;
const FLUSH_AFTER_MS = 16;

const REQUEST_ACTION = /^(.*)\/(executeQuery|executeMutation)\/(pending|fulfilled|rejected)$/;
const INTERNAL_ACTION = /^(?:__rtkq\/|[^/]+\/(?:subscriptions|internalSubscriptions|config)\/)/;
const REDUX_ACTION = /^@@redux\/(INIT|REPLACE)[\w.]*/;

function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function typeOf(action: unknown): string {
  const {type} = fieldsOf(action);
  if (typeof type !== 'string') return inspectWith(type, SHORT);
  // Redux's own actions end in a random suffix; the extension shows them as `@@INIT`.
  return type.replace(REDUX_ACTION, '@@$1');
}

function requestOf(action: unknown, type: string): QueryRequest | undefined {
  const match = REQUEST_ACTION.exec(type);
  const arg = fieldsOf(fieldsOf(fieldsOf(action).meta).arg);
  const {requestId} = fieldsOf(fieldsOf(action).meta);
  if (!match || typeof arg.endpointName !== 'string' || typeof requestId !== 'string') {
    return undefined;
  }
  const kind = match[2] === 'executeMutation' ? 'mutation' : 'query';
  const label =
    typeof arg.queryCacheKey === 'string'
      ? arg.queryCacheKey
      : `${arg.endpointName}(${arg.originalArgs === undefined ? '' : inspectWith(arg.originalArgs, SHORT)})`;
  return {
    api: match[1]!,
    endpoint: arg.endpointName,
    requestId,
    label,
    kind,
    phase: match[3] as QueryRequest['phase'],
  };
}

/** The extension's allow- and denylists: action types as regular expressions. */
function listMatches(list: unknown, type: string): boolean | undefined {
  const items = typeof list === 'string' ? [list] : Array.isArray(list) ? list : undefined;
  if (!items?.length) return undefined;
  try {
    return new RegExp(items.map(String).join('|')).test(type);
  } catch {
    return undefined;
  }
}

function wanted(options: Options, action: unknown, state: unknown): boolean {
  const type = typeof fieldsOf(action).type === 'string' ? (fieldsOf(action).type as string) : '';
  const allowed = listMatches(options.actionsAllowlist, type);
  if (allowed !== undefined) {
    if (!allowed) return false;
  } else if (listMatches(options.actionsDenylist, type)) return false;
  if (typeof options.predicate === 'function') {
    try {
      return Boolean(options.predicate(state, action));
    } catch {
      return true;
    }
  }
  return true;
}

function sanitized(sanitizer: unknown, value: unknown, index: number): unknown {
  if (typeof sanitizer !== 'function') return value;
  try {
    return sanitizer(value, index);
  } catch {
    return value;
  }
}

function print(value: unknown, options: typeof FIELD | typeof STATE | typeof SHORT): string {
  try {
    return inspectWith(value, options);
  } catch (error) {
    return `<could not print: ${error instanceof Error ? error.message : String(error)}>`;
  }
}

function report({log, index, action: raw, before, after}: Recorded): ActionReport {
  const {actionSanitizer, stateSanitizer} = log.options;
  const action = sanitized(actionSanitizer, raw, index);
  const type = typeOf(action);
  const rawType = typeOf(raw);
  const request = requestOf(raw, rawType);
  const fields = Object.entries(fieldsOf(action))
    .filter(([name]) => name !== 'type')
    .map(([name, value]) => ({name, text: cut(print(value, FIELD), ACTION_LIMITS.field)}));
  const shownBefore = before === undefined ? undefined : sanitized(stateSanitizer, before, index);
  const shownAfter = sanitized(stateSanitizer, after, index);
  const {changes, more} = diffStates(shownBefore, shownAfter, ACTION_LIMITS.changes);
  const sameState = after === log.shown;
  log.shown = after;
  let state: string | undefined;
  if (!sameState && log.slowMs !== undefined) {
    state = `<not printed: printing this store's state took ${log.slowMs} ms>`;
  } else if (!sameState) {
    const started = performance.now();
    state = cut(print(shownAfter, STATE), ACTION_LIMITS.state);
    const took = Math.round(performance.now() - started);
    if (took > SLOW_STATE_MS) log.slowMs = took;
  }
  return {
    store: log.id,
    type,
    fields,
    changes: changes.map((change) => ({
      kind: change.kind,
      path: formatPath(change.path),
      ...('before' in change && {before: cut(print(change.before, SHORT), ACTION_LIMITS.short)}),
      ...('after' in change && {after: cut(print(change.after, SHORT), ACTION_LIMITS.short)}),
    })),
    moreChanges: more,
    ...(state !== undefined && {state}),
    internal: INTERNAL_ACTION.test(rawType),
    ...(request && {request}),
  };
}

/**
 * `report`, or where the example's sanitizer or a value's own code throws on the way, an entry
 * that says so: the example's values never end the run from here.
 */
function reportSafely(recorded: Recorded): ActionReport {
  try {
    return report(recorded);
  } catch (error) {
    return {
      store: recorded.log.id,
      type: '<could not record this action>',
      fields: [{name: 'error', text: print(error, FIELD)}],
      changes: [],
      moreChanges: 0,
      state: '<not printed>',
      internal: false,
    };
  }
}

/**
 * Puts the DevTools globals and the store hook on `realm`. Reports go out with `post`, batched on
 * `setTimeout` (the runtime's own, which no example timer keeps alive); `flush` sends what is left
 * at once, for the end of a run.
 */
export function installDevTools(
  realm: typeof globalThis,
  post: (message: RunMessage) => void,
  setTimeout: (callback: () => void, ms: number) => unknown,
): {flush: () => void} {
  const cap = new ActionsCap();
  let stores: StoreReport[] = [];
  const queue: Recorded[] = [];
  let next = 0;
  let recorded = 0;
  let scheduled = false;
  let cappedSent = false;
  let storeCount = 0;
  /** The `createStore` calls in progress: the store each will make, and its log once it reports. */
  const creating: {id: number; log?: Log}[] = [];

  const flush = (all: boolean) => {
    scheduled = false;
    const started = performance.now();
    const actions: ActionReport[] = [];
    while (next < queue.length && !cap.full) {
      actions.push(...cap.take([reportSafely(queue[next++]!)]));
      if (!all && performance.now() - started > SLICE_MS) break;
    }
    if (next === queue.length || cap.full) {
      queue.length = 0;
      next = 0;
    }
    const capped = cap.stoppedBy;
    if (stores.length > 0 || actions.length > 0 || (capped && !cappedSent)) {
      post({type: 'devtools', stores, actions, ...(capped && {capped})});
      cappedSent = capped !== undefined;
    }
    stores = [];
    if (queue.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setTimeout(() => flush(false), FLUSH_AFTER_MS);
  };
  const announce = (store: StoreReport) => {
    stores.push(store);
    schedule();
  };

  const record = (log: Log, action: unknown, before: unknown, after: unknown) => {
    // One more than the view shows, so that its cap sees where it stopped.
    if (recorded > ACTION_LIMITS.entries || !wanted(log.options, action, after)) return;
    recorded++;
    queue.push({log, index: log.count++, action, before, after});
    schedule();
  };

  const recorder =
    (options: Options): Enhancer =>
    (createStore) =>
    (reducer, preloadedState) => {
      const making = creating.at(-1);
      const id = making && !making.log ? making.id : ++storeCount;
      const log: Log = {id, options, count: 0, shown: NOTHING};
      if (making && !making.log) making.log = log;
      // Past the limit, a store is made as usual, and not watched.
      if (id > ACTION_LIMITS.stores) return createStore(reducer, preloadedState);
      const name = typeof options.name === 'string' && options.name ? options.name : `store ${id}`;
      announce({id, name, reports: true});
      // Anything else goes to Redux as it is, for Redux's own error.
      const watched = (root: Reducer): Reducer =>
        typeof root !== 'function'
          ? root
          : (state, action) => {
              const after = root(state, action);
              record(log, action, state, after);
              return after;
            };
      const store = createStore(watched(reducer), preloadedState);
      return {...store, replaceReducer: (root: Reducer) => store.replaceReducer(watched(root))};
    };

  const composeWith =
    (options: Options) =>
    (...enhancers: Enhancer[]): Enhancer =>
    (createStore) =>
      enhancers.reduceRight(
        (composed, enhancer) => enhancer(composed),
        recorder(options)(createStore),
      );

  const hook: StoreHook = {
    enter: () => void creating.push({id: ++storeCount}),
    leave: (made) => {
      const call = creating.pop();
      if (made && call && !call.log && call.id <= ACTION_LIMITS.stores) {
        announce({id: call.id, name: `store ${call.id}`, reports: false});
      }
    },
  };
  Object.defineProperty(realm, STORE_HOOK, {value: hook});

  const globals = realm as unknown as Record<string, unknown>;
  globals.__REDUX_DEVTOOLS_EXTENSION__ = (options?: Options) => recorder(fieldsOf(options));
  // As the extension's: no argument gives its enhancer, an options object a compose with them,
  // anything else is composed with no options.
  globals.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = (...args: unknown[]) => {
    if (args.length === 0) return recorder({});
    if (args.length === 1 && typeof args[0] === 'object' && args[0] !== null) {
      return composeWith(args[0] as Options);
    }
    return composeWith({})(...(args as Enhancer[]));
  };

  return {flush: () => flush(true)};
}
