// What Node gives an example and the packages read at run time: `process.env`, with NODE_ENV
// unset as in the checker's runs (the packages' development behaviour); an example may set it.
// Imported first by ./index.ts, before any module that reads it.
(globalThis as Record<string, unknown>).process ??= {
  env: {},
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) =>
    queueMicrotask(() => callback(...args)),
};
