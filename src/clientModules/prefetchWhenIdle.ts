/**
 * Docusaurus prefetches the code of every page a visible link points to, as soon as the link
 * shows. It adds one `<link rel="prefetch">` per chunk per page (375 on /api/createSlice, most of
 * them repeats) in the same tasks that hydrate the page: on a mid-range phone that was about half
 * a second of blocked main thread right when the reader starts to scroll and tap.
 *
 * Prefetching still happens, as the specification asks, but later: after the load event, in idle
 * time, a few pages at a time. Docusaurus' own rules still apply (nothing on 2g or with
 * data-saver on, each page once), and preloading on hover or focus is left as it is.
 *
 * `window.docusaurus` is a frozen object the client entry assigns after the client modules have
 * run, so this module catches that assignment and wraps `prefetch`.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusApi = Window['docusaurus'];

/** Longest stretch of prefetching in one idle period, in ms (a long task is over 50). */
const SLICE_MS = 10;

function onIdle(callback: (deadline: {timeRemaining(): number}) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: 5000});
  } else {
    // Safari before 18 has no requestIdleCallback.
    setTimeout(() => {
      const start = performance.now();
      callback({timeRemaining: () => Math.max(0, SLICE_MS - (performance.now() - start))});
    }, 50);
  }
}

function afterLoad(callback: () => void): void {
  if (document.readyState === 'complete') callback();
  else window.addEventListener('load', callback, {once: true});
}

/** A `prefetch` that queues pages and prefetches them in idle time after the load event. */
function deferPrefetch(prefetch: DocusaurusApi['prefetch']): DocusaurusApi['prefetch'] {
  const queue = new Set<string>();
  let scheduled = false;

  const drain = (deadline: {timeRemaining(): number}) => {
    const started = performance.now();
    // At least one page per call, so a busy page still gets there when the idle timeout fires.
    for (const url of queue) {
      queue.delete(url);
      prefetch(url);
      if (deadline.timeRemaining() <= 0 || performance.now() - started >= SLICE_MS) break;
    }
    if (queue.size > 0) onIdle(drain);
    else scheduled = false;
  };

  return (url) => {
    queue.add(url);
    if (!scheduled) {
      scheduled = true;
      afterLoad(() => onIdle(drain));
    }
    return false;
  };
}

if (ExecutionEnvironment.canUseDOM) {
  let api: DocusaurusApi | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => api,
    set(value: DocusaurusApi) {
      api = Object.freeze({...value, prefetch: deferPrefetch(value.prefetch.bind(value))});
    },
  });
}
