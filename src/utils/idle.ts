/**
 * Scheduling for work a reader does not wait for: it runs once the page has loaded, in the main
 * thread's idle time. Each function returns a function that cancels what it scheduled.
 */

export interface IdleDeadline {
  /** Milliseconds left in this idle period. */
  timeRemaining(): number;
}

/** The idle period the fallback grants when the browser has no `requestIdleCallback`. */
const FALLBACK_SLICE_MS = 5;

/** Calls `callback` in an idle period, at the latest after 5 s. */
export function onIdle(callback: (deadline: IdleDeadline) => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout: 5000});
    return () => window.cancelIdleCallback(id);
  }
  // Safari before 18 has no requestIdleCallback.
  const id = window.setTimeout(() => {
    const start = performance.now();
    callback({timeRemaining: () => Math.max(0, FALLBACK_SLICE_MS - (performance.now() - start))});
  }, 50);
  return () => window.clearTimeout(id);
}

/** Calls `callback` after the load event: at once if it has fired. */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === 'complete') {
    callback();
    return () => undefined;
  }
  window.addEventListener('load', callback, {once: true});
  return () => window.removeEventListener('load', callback);
}

/** Calls `callback` in the first idle period after the load event. */
export function afterLoadWhenIdle(callback: (deadline: IdleDeadline) => void): () => void {
  let cancelIdle = (): void => undefined;
  const cancelLoad = afterLoad(() => {
    cancelIdle = onIdle(callback);
  });
  return () => {
    cancelLoad();
    cancelIdle();
  };
}
