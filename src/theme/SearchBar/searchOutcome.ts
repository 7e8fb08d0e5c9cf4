// Algolia mode: what the last search of DocSearch's modal found, kept outside DocSearch.
// DocSearch 4.7 cannot show it by itself: it resets its status to idle right after a failed
// search (so its "Unable to fetch results" screen never stays up) and its query suggestions are
// never filled in. The search client is wrapped to record the outcome of each query here; the
// status screen reads it.
import {useSyncExternalStore} from 'react';

/** How the most recent search ended. */
export type SearchOutcome =
  | {readonly query: string; readonly status: 'pending'}
  | {readonly query: string; readonly status: 'results'; readonly nbHits: number}
  | {readonly query: string; readonly status: 'empty'; readonly suggestions: readonly string[]}
  | {readonly query: string; readonly status: 'error'};

type SearchResponse = {results: ReadonlyArray<Record<string, unknown>>};
type SearchFunction = (input: never) => Promise<SearchResponse>;

let latest: SearchOutcome | null = null;
let issued = 0;
// Page titles (lvl0) of earlier results: DocSearch's own idea of a suggestion.
const seenTitles: string[] = [];
const listeners = new Set<() => void>();

function publish(outcome: SearchOutcome): void {
  latest = outcome;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The outcome of the latest search the modal sent, or null before the first one. */
export function useSearchOutcome(): SearchOutcome | null {
  return useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
}

function firstQuery(input: unknown): string {
  const requests = Array.isArray(input)
    ? input.map((entry: {params?: {query?: unknown}}) => entry.params ?? {})
    : ((input as {requests?: Array<{query?: unknown}>}).requests ?? []);
  return String(requests[0]?.query ?? '');
}

function requestCount(input: unknown): number {
  return Array.isArray(input)
    ? input.length
    : ((input as {requests?: unknown[]}).requests?.length ?? 1);
}

/**
 * Wraps a search client so each search reports its outcome, and a failed search resolves
 * with empty results instead of rejecting: DocSearch would only log the rejection and reset.
 */
export function withOutcomeReporting<Client extends {search: SearchFunction}>(
  client: Client,
): Client {
  const search = async (input: never): Promise<SearchResponse> => {
    const ticket = ++issued;
    const query = firstQuery(input);
    publish({query, status: 'pending'});
    try {
      const response = await client.search(input);
      const main = response.results[0] ?? {};
      const nbHits = Number(main.nbHits ?? 0);
      for (const hit of (main.hits as Array<{hierarchy?: {lvl0?: string}}>) ?? []) {
        const title = hit.hierarchy?.lvl0;
        if (title && !seenTitles.includes(title)) seenTitles.push(title);
      }
      if (ticket === issued) {
        const suggestions = (main.suggestions as string[] | undefined) ?? [];
        publish(
          nbHits > 0
            ? {query, status: 'results', nbHits}
            : {
                query,
                status: 'empty',
                suggestions: (suggestions.length > 0 ? suggestions : seenTitles).slice(0, 3),
              },
        );
      }
      return response;
    } catch (error) {
      console.warn('Search failed:', error);
      if (ticket === issued) publish({query, status: 'error'});
      const empty = {hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, query};
      return {results: Array.from({length: requestCount(input)}, () => empty)};
    }
  };
  return {...client, search};
}
