// Redux as the sandbox's package groups give it (../plugins/live-examples/bundle.ts puts this
// module wherever `redux` is imported, by the toolkit and by examples alike): the real package,
// with `createStore` and `legacy_createStore` telling the runtime each time a store is made
// (./storeHook.ts). `configureStore` calls the same `createStore`, so the Actions view lists every
// store, and can say of one that never asked for the DevTools that it does not report to them.
import {createStore as reduxCreateStore, legacy_createStore as reduxLegacyCreateStore} from 'redux';
import {STORE_HOOK, type StoreHook} from './storeHook';

export * from 'redux';

type Create = (...args: unknown[]) => unknown;

function track<T>(create: () => T): T {
  const hook = (globalThis as {[STORE_HOOK]?: StoreHook})[STORE_HOOK];
  if (!hook) return create();
  hook.enter();
  let made = false;
  try {
    const store = create();
    made = true;
    return store;
  } finally {
    hook.leave(made);
  }
}

// Named functions, so that the toolkit's group (bundled with its names kept) prints them as Node
// prints Redux's own.
export const createStore: typeof reduxCreateStore = function createStore(
  // Three parameters, so that the function's length is Redux's.
  _reducer: Parameters<typeof reduxCreateStore>[0],
  _preloadedState?: unknown,
  _enhancer?: unknown,
) {
  // Every argument, as given: Redux checks a fourth one too.
  // eslint-disable-next-line prefer-rest-params
  const args = [...arguments];
  return track(() => (reduxCreateStore as Create)(...args));
} as typeof reduxCreateStore;

export const legacy_createStore: typeof reduxLegacyCreateStore = function legacy_createStore(
  // Three parameters, so that the function's length is Redux's.
  _reducer: Parameters<typeof reduxLegacyCreateStore>[0],
  _preloadedState?: unknown,
  _enhancer?: unknown,
) {
  // eslint-disable-next-line prefer-rest-params
  const args = [...arguments];
  return track(() => (reduxLegacyCreateStore as Create)(...args));
} as typeof reduxLegacyCreateStore;
