// Where the pages' error probe (./probe-server.ts) reports, and what a report holds.
export const PROBE_SCRIPT = '/__probe.js';
/** POST: a report from a page. GET: the reports so far, as JSON `ProbeReport[]`. */
export const PROBE_REPORTS = '/__probe';

export type ProbeReport = {
  /** Increases with each report the server takes. */
  readonly seq: number;
  readonly kind: 'error' | 'unhandledrejection' | 'console.error' | 'csp';
  readonly text: string;
  /** The page that reported it. */
  readonly url: string;
  /** navigator.userAgent of the reporting browser: tells engines apart. */
  readonly agent: string;
};
