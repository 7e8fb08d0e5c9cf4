// What the page's code reads of Docusaurus' client and its bundler that neither publishes: the
// generated route tables, the bundler's chunk URL lookup, and the `window.docusaurus` object the
// client entry assigns. Used by src/clientModules/prefetchWhenIdle.ts; see ./README.md.
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';

export {routes, routesChunkNames};

// Injected into the bundle by core's ChunkAssetPlugin: the URL of a chunk, by name.
declare const __webpack_require__: {gca(chunkName: string): string | undefined};

/** The URL of a chunk by its name, or undefined for a chunk the bundler merged into another. */
export function chunkAssetUrl(chunkName: string): string | undefined {
  const url = __webpack_require__.gca(chunkName);
  return url === undefined || url.includes('undefined') ? undefined : url;
}

/** `window.docusaurus`: `prefetch` and `preload` of a page's code. */
export type DocusaurusApi = Window['docusaurus'];

/**
 * Replaces `window.docusaurus` with `wrap(api)` when the client entry assigns it. The entry
 * assigns a frozen object after the client modules have run, so only a setter can catch it.
 */
export function wrapDocusaurusGlobal(wrap: (api: DocusaurusApi) => DocusaurusApi): void {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusApi) {
      api = wrap(value);
    },
  });
}
