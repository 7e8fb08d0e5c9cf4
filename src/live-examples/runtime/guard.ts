// The guard that example code calls at the top of every loop, function, catch and finally body
// (../guard.ts adds the calls). It measures how long the thread has been busy since the event loop
// last had a turn, and past BUSY_LIMIT_MS it stops the example by throwing, again at every later
// call, so that no `catch` or `finally` of the example can keep a loop going.
import {BUSY_LIMIT_MS, GUARD, OWN_THREAD_BUSY_LIMIT_MS} from '../protocol';

/** Calls between two clock reads: the guard must cost next to nothing in a tight loop. */
const SAMPLE = 16;

export class BusyError extends Error {
  override name = 'BusyError';
}

let limitMs: number = BUSY_LIMIT_MS;

/** The run's limit, from the page: BUSY_LIMIT_MS unless the sandbox has a thread of its own. */
export function setBusyLimit(ms: number): void {
  limitMs = ms === OWN_THREAD_BUSY_LIMIT_MS ? OWN_THREAD_BUSY_LIMIT_MS : BUSY_LIMIT_MS;
}

/** Makes `__liveGuard` (read-only); `onStop` is told once, when the guard first stops the example. */
export function installGuard(onStop: (error: BusyError) => void): void {
  let calls = 0;
  // When the current busy stretch began, or -1 when the event loop has had a turn since.
  let busySince = -1;
  let stopped: BusyError | undefined;
  // A message is a task: it runs only once the current task and its microtasks are done.
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    busySince = -1;
  };
  const guard = () => {
    if (stopped) throw stopped;
    if (busySince < 0) {
      busySince = performance.now();
      channel.port2.postMessage(null);
      return;
    }
    if (++calls % SAMPLE !== 0 || performance.now() - busySince <= limitMs) return;
    stopped = new BusyError(
      `Stopped: the example ran ${limitMs / 1000} s without a break. Is there an endless loop?`,
    );
    onStop(stopped);
    throw stopped;
  };
  Object.defineProperty(globalThis, GUARD, {value: guard, writable: false, configurable: false});
}
