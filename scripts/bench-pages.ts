/**
 * The pages issue 14 measures: `npm run bench:site` benchmarks them and the layout e2e test
 * checks that they do not shift. Its own module, free of `import.meta`, so Playwright's
 * CommonJS loader can import it.
 */
export const PAGES = [
  '/',
  '/api/createSlice',
  '/rtk-query/usage/queries',
  '/introduction/getting-started',
] as const;
