/**
 * Docusaurus prefetches the code of every page a visible link points to, as soon as the link
 * shows. It adds one `<link rel="prefetch">` per chunk per page (375 on /api/createSlice, most of
 * them repeats) in the same tasks that hydrate the page: on a mid-range phone that was about half
 * a second of blocked main thread right when the reader starts to scroll and tap.
 *
 * Prefetching still happens, as the specification asks, but later and lighter:
 * - after the load event, in idle time, in steps of one page lookup or one `<link>` each, as many
 *   as fit in a 5 ms slice;
 * - each chunk once per visit: a chunk that many pages share (the docs layout, the sidebar)
 *   gets one `<link>`, not one per page, and a chunk this page has already fetched gets none;
 * - a page's chunk names are looked up in a table built once, where Docusaurus' `prefetch`
 *   runs a regular expression over every route of the site for each page.
 * Docusaurus' own rules still apply: nothing on 2g or with data-saver on, each page once, no
 * prefetch of a page already preloaded (on hover or focus, which is left as it is).
 *
 * `window.docusaurus` is a frozen object the client entry assigns after the client modules have
 * run, so this module catches that assignment and replaces `prefetch`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchRoutes} from 'react-router-config';
import {chunkNameLeaves} from '../utils/chunkNames';
import {afterLoadWhenIdle, onIdle, type IdleDeadline} from '../utils/idle';
import {
  chunkAssetUrl,
  routes,
  routesChunkNames,
  wrapDocusaurusGlobal,
  type DocusaurusApi,
} from '../internals/client';

/**
 * Longest stretch of prefetching in one idle period, in ms: a long task is over 50 ms, so even
 * on a phone four times slower than the machine that measured this it stays short.
 */
const SLICE_MS = 5;

function isSlowConnection(): boolean {
  const {connection} = navigator as {connection?: {effectiveType?: string; saveData?: boolean}};
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let chunkNamesByPath: Map<string, string[]> | undefined;

/** The chunk names of a route path; route names are the path plus `-` and a hash. */
function chunkNames(routePath: string): readonly string[] {
  if (!chunkNamesByPath) {
    chunkNamesByPath = new Map();
    for (const [name, tree] of Object.entries(routesChunkNames)) {
      const path = name.replace(/-[^-]+$/, '');
      const names = chunkNamesByPath.get(path) ?? [];
      chunkNamesByPath.set(path, chunkNameLeaves(tree, names));
    }
  }
  return chunkNamesByPath.get(routePath) ?? [];
}

function linkPrefetchSupported(): boolean {
  try {
    return document.createElement('link').relList.supports('prefetch');
  } catch {
    return false;
  }
}

/** Fetches a chunk into the HTTP cache: `<link rel=prefetch>`, or a low-priority fetch. */
function prefetchAsset(url: string, useLink: boolean): void {
  if (useLink) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    fetch(url, {credentials: 'same-origin', priority: 'low'}).catch(() => undefined);
  }
}

/** Paths of the scripts this visit has already fetched: prefetching them again is wasted work. */
function fetchedScripts(): Set<string> {
  const paths = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const {pathname} = new URL(entry.name);
    if (pathname.endsWith('.js')) paths.add(pathname);
  }
  return paths;
}

/** `window.docusaurus` with a `prefetch` that queues pages and fetches their chunks later. */
function deferPrefetch(api: DocusaurusApi): DocusaurusApi {
  const queue = new Set<string>();
  const pages = new Set<string>();
  /** Chunk URLs waiting for their `<link>`: looking pages up and adding links are separate steps. */
  const pending: string[] = [];
  let assets: Set<string> | undefined;
  const useLink = linkPrefetchSupported();
  let scheduled = false;

  const queueChunksOf = (url: string, known: Set<string>) => {
    for (const {route} of matchRoutes(routes, url)) {
      for (const name of chunkNames(route.path)) {
        // A chunk the bundler merged into another has no URL of its own.
        const asset = chunkAssetUrl(name);
        if (!asset || known.has(asset)) continue;
        known.add(asset);
        pending.push(asset);
      }
    }
  };

  const drain = (deadline: IdleDeadline) => {
    const started = performance.now();
    assets ??= fetchedScripts();
    // One step at a time, either a page's lookup or one chunk's link, until the slice is used;
    // at least one step per call, so a busy page still gets there when the idle timeout fires.
    do {
      const asset = pending.shift();
      if (asset !== undefined) {
        prefetchAsset(asset, useLink);
      } else {
        const [url] = queue;
        if (url === undefined) break;
        queue.delete(url);
        queueChunksOf(url, assets);
      }
    } while (deadline.timeRemaining() > 0 && performance.now() - started < SLICE_MS);
    if (queue.size > 0 || pending.length > 0) onIdle(drain);
    else scheduled = false;
  };

  return Object.freeze({
    prefetch(url: string) {
      if (isSlowConnection() || pages.has(url)) return false;
      pages.add(url);
      queue.add(url);
      if (!scheduled) {
        scheduled = true;
        afterLoadWhenIdle(drain);
      }
      return false;
    },
    preload(url: string) {
      // A page loaded for display needs no prefetch any more.
      pages.add(url);
      queue.delete(url);
      return api.preload(url);
    },
  });
}

if (ExecutionEnvironment.canUseDOM) wrapDocusaurusGlobal(deferPrefetch);
