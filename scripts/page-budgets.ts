/**
 * JS+CSS budgets of the benchmark pages (scripts/bench-pages.ts), in gzip bytes, checked from
 * the build by scripts/check-budgets.ts (`npm run check:budgets`).
 *
 * Each budget is the page's figure on main when the check was added (2026-11-26, issue 29) plus
 * 2%, rounded up to 100 bytes: enough for a small fix, not for a new dependency. Raise one only
 * with the figure that justifies it in the commit message.
 */
import type {PAGES} from './bench-pages';

export const PAGE_BUDGETS = {
  // Figures at fe05e98: 166,133 / 209,869 / 201,707 / 196,830 bytes.
  '/': 169_500,
  '/api/createSlice': 214_100,
  '/rtk-query/usage/queries': 205_800,
  '/introduction/getting-started': 200_800,
} as const satisfies Record<(typeof PAGES)[number], number>;
