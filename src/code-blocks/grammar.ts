// The fence-meta grammar of the docs' code blocks: the markers of our own (`run`, `skip-check`…),
// read by the code-block checker, the remark plugin that adds the JavaScript tabs, the live
// examples' build step and the page's CodeBlock (which reads the live-example id), and removed
// from every export of a page's Markdown. No imports: the page's bundle includes it.

/** How a marker is written: a bare flag, or `key="value"`. */
type MarkerForm = 'flag' | 'value';

/**
 * Every marker of our own, with what it means. Docusaurus' meta (`title="…"`, `{1,3-5}` line
 * ranges, `showLineNumbers`) passes through: it is the theme's, and readers see titles.
 */
export const MARKERS = {
  /** Executed by the checker under Node; the page shows Run and Edit under it. */
  run: 'flag',
  /** `skip-check="reason"`: not type-checked (a fragment); the reason is required. */
  'skip-check': 'value',
  /** `no-browser="reason"`: a run block that cannot run in a browser: no Run button. */
  'no-browser': 'value',
  /** On a step-wise page (./steps.ts), a file the reader has before the first step. */
  existing: 'flag',
  /** On a step-wise page (./steps.ts), restates a file as the steps left it. */
  recap: 'flag',
  /** `live="<page>#<hash>"`: the live-example id the remark plugin adds to a run block (./ids.ts). */
  live: 'value',
  /**
   * `live-slot="3"`: the run block's place among the page's run blocks (1-based), added with
   * `live`. Unlike the id it survives an edit of the block's code, so a reader's saved edit of
   * the block is found again, and known to be of older code (src/components/LiveExample).
   */
  'live-slot': 'value',
} as const satisfies Record<string, MarkerForm>;

export type Marker = keyof typeof MARKERS;

/** The grammar's keys, in the order above. */
export const MARKER_KEYS = Object.keys(MARKERS) as Marker[];

/** The meta key the remark plugin adds to a run block: its live-example id (`<page>#<hash>`). */
export const LIVE_META = 'live' satisfies Marker;

// key="value", key='value', key=value, bare flags and {1,3-5} line ranges.
const TOKEN = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|\{[^}]*\}|\S+/g;

function isMarker(key: string | undefined): key is Marker {
  return key !== undefined && Object.hasOwn(MARKERS, key);
}

/** The meta key the remark plugin adds beside `live`: the block's place among the page's run blocks. */
export const LIVE_SLOT_META = 'live-slot' satisfies Marker;

/** The live-example slot in a (rewritten) fence meta, if the block has one. */
export function liveExampleSlot(meta: string): number | undefined {
  const slot = new RegExp(`(?:^|\\s)${LIVE_SLOT_META}="(\\d+)"`).exec(meta)?.[1];
  return slot === undefined ? undefined : Number(slot);
}

/** The live-example id in a (rewritten) fence meta, if the block has one. */
export function liveExampleId(meta: string): string | undefined {
  return new RegExp(`(?:^|\\s)${LIVE_META}="([^"]+)"`).exec(meta)?.[1];
}

/**
 * A fence meta without any of our markers (and the white space before each), for what a reader
 * copies: the Markdown twins, llms-full.txt, "Copy page". Docusaurus' own meta stays as written.
 */
export function withoutMarkers(meta: string): string {
  let out = '';
  let last = 0;
  for (const match of meta.matchAll(TOKEN)) {
    if (!isMarker(match[1])) continue;
    const start = match.index;
    const before = meta.slice(last, start);
    out += before.replace(/\s+$/, '');
    last = start + match[0].length;
  }
  return last === 0 ? meta : (out + meta.slice(last)).replace(/^\s+/, '');
}

/** `store.ts` → `store.js`, `App.tsx` → `App.jsx`, `x.mts` → `x.mjs`. */
export function javaScriptFileName(name: string): string {
  return name.replace(/\.([mc]?)ts(x?)$/, (_match, mc: string, x: string) => `.${mc}js${x}`);
}

export type ParsedMeta = {
  title?: string;
  skipReason?: string;
  run: boolean;
  /** `existing`: on a step-wise page, a file the reader has before the first step (./steps.ts). */
  existing: boolean;
  /** `recap`: on a step-wise page, restates a file as the steps left it (./steps.ts). */
  recap: boolean;
  /** Why a `run` block cannot run in a browser (`no-browser="reason"`): it gets no Run button. */
  noBrowserReason?: string;
  errors: string[];
};

// A skip-check without a reason is reported, and its block is left out of the check: the author
// meant to opt out, so its type errors would only hide the real problem.
export const MISSING_REASON = '';

/** Reads the markers (and the title) from a fence's meta string and ignores the rest. */
export function parseMeta(meta: string): ParsedMeta {
  const result: ParsedMeta = {run: false, existing: false, recap: false, errors: []};
  for (const match of meta.matchAll(TOKEN)) {
    const [, key, dq, sq, bare] = match;
    const value = dq ?? sq ?? bare;
    if (key === 'title' && value !== undefined) {
      result.title = value;
    } else if (key === 'skip-check') {
      result.skipReason = value?.trim() ?? MISSING_REASON;
      if (result.skipReason === MISSING_REASON) {
        result.errors.push('skip-check needs a reason: skip-check="why this block cannot compile"');
      }
    } else if (key === 'run') {
      result.run = true;
    } else if (key === 'existing') {
      result.existing = true;
    } else if (key === 'recap') {
      result.recap = true;
    } else if (key === 'no-browser') {
      result.noBrowserReason = value?.trim() ?? MISSING_REASON;
      if (result.noBrowserReason === MISSING_REASON) {
        result.errors.push(
          'no-browser needs a reason: no-browser="why it cannot run in a browser"',
        );
      }
    } else if (key !== undefined && /^skip/i.test(key)) {
      // A misspelt marker would silently check (or not run) the block.
      result.errors.push(`unknown marker "${key}"; the opt-out marker is skip-check="reason"`);
    }
  }
  if (result.noBrowserReason !== undefined && !result.run) {
    result.errors.push('no-browser only applies to a run block');
  }
  if (result.recap && (result.title === undefined || result.run || result.existing)) {
    result.errors.push(
      'recap restates a file the steps wrote: it needs a title, and no run or existing',
    );
  }
  if (result.existing && (result.title === undefined || result.run)) {
    result.errors.push(
      'existing marks a file the reader already has: it needs a title, and no run',
    );
  }
  if (result.run && result.skipReason !== undefined) {
    result.errors.push('a block cannot be both skip-check and run: a run block must compile');
  }
  return result;
}
