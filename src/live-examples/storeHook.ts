// How the sandbox learns of every Redux store an example makes, including those that never ask for
// the DevTools: the package groups' Redux (./redux.ts) tells the runtime (./runtime/devtools.ts)
// around each `createStore` call through this global.

/** The global the runtime puts its hook on; a symbol, out of the example's way. */
export const STORE_HOOK = Symbol.for('live-examples.stores');

export type StoreHook = {
  /** A `createStore` call starts: the store it makes gets the next number. */
  readonly enter: () => void;
  /** It ended; `made` is false when it threw. */
  readonly leave: (made: boolean) => void;
};
