// Browser side of local search, small enough for the main bundle: it starts loading the engine
// chunk and the index together the first time a reader shows search intent, and keeps the
// result for the rest of the visit (client-side navigation keeps this module alive).
import {usePluginData} from '@docusaurus/useGlobalData';
import type {LocalSearch} from './localSearch';
import {PLUGIN_NAME, type SearchIndexFile, type SearchIndexGlobalData} from './schema';

/** The index URL in a local-search build; undefined in an Algolia build (no plugin). */
export function useLocalSearchIndexUrl(): string | undefined {
  return (usePluginData(PLUGIN_NAME) as SearchIndexGlobalData | undefined)?.indexUrl;
}

let loading: Promise<LocalSearch> | null = null;

/** The loaded engine; the first call fetches the index and the engine chunk, later calls reuse them. */
export function loadLocalSearch(indexUrl: string): Promise<LocalSearch> {
  loading ??= Promise.all([
    import(/* webpackChunkName: "local-search" */ './localSearch'),
    fetchIndexFile(indexUrl),
  ])
    .then(([{createLocalSearch}, file]) =>
      createLocalSearch(file as SearchIndexFile, window.location.origin, (relativePath) =>
        fetchIndexFile(siblingUrl(indexUrl, relativePath)),
      ),
    )
    .catch((error: unknown) => {
      // Forget the failure so that the next keystroke tries again (the network may be back).
      loading = null;
      throw error;
    });
  return loading;
}

/** `relativePath` next to the index head, with the head's build version against stale caches. */
function siblingUrl(indexUrl: string, relativePath: string): string {
  const head = new URL(indexUrl, window.location.href);
  const url = new URL(relativePath, head);
  url.search = head.search;
  return url.href;
}

async function fetchIndexFile(indexUrl: string): Promise<unknown> {
  const response = await fetch(indexUrl);
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.includes('json')) {
    // `docusaurus start` never runs postBuild, so there the URL answers with the app's HTML.
    throw new Error(
      `search index ${indexUrl} answered ${response.status} ${type || 'without a type'}; ` +
        'the local index exists only in production builds (npm run build && npm run serve)',
    );
  }
  return response.json();
}
