// The fence-meta markers of the docs' code blocks, shared by the code-block checker
// (scripts/check-code-blocks.ts), the remark plugin that adds the JavaScript tabs, and the page's
// CodeBlock (which reads the live-example id). No imports: the page's bundle includes it.

/** The meta key the remark plugin adds to a run block: its live-example id (`<page>#<hash>`). */
export const LIVE_META = 'live';

/** The live-example id in a (rewritten) fence meta, if the block has one. */
export function liveExampleId(meta: string): string | undefined {
  return new RegExp(`(?:^|\\s)${LIVE_META}="([^"]+)"`).exec(meta)?.[1];
}

/** `store.ts` → `store.js`, `App.tsx` → `App.jsx`, `x.mts` → `x.mjs`. */
export function javaScriptFileName(name: string): string {
  return name.replace(/\.([mc]?)ts(x?)$/, (_match, mc: string, x: string) => `.${mc}js${x}`);
}

export type ParsedMeta = {
  title?: string;
  skipReason?: string;
  run: boolean;
  /** `existing`: on a step-wise page, a file the reader has before the first step (src/plugins/ts-to-js/steps.ts). */
  existing: boolean;
  /** `recap`: on a step-wise page, restates a file as the steps left it (src/plugins/ts-to-js/steps.ts). */
  recap: boolean;
  /** Why a `run` block cannot run in a browser (`no-browser="reason"`): it gets no Run button. */
  noBrowserReason?: string;
  errors: string[];
};

// A skip-check without a reason is reported, and its block is left out of the check: the author
// meant to opt out, so its type errors would only hide the real problem.
export const MISSING_REASON = '';

/** Reads the markers this checker understands from a fence's meta string and ignores the rest. */
export function parseMeta(meta: string): ParsedMeta {
  const result: ParsedMeta = {run: false, existing: false, recap: false, errors: []};
  // key="value", key='value', key=value, bare flags and {1,3-5} line ranges.
  const token = /([A-Za-z][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s"']+)))?|\{[^}]*\}|\S+/g;
  for (const match of meta.matchAll(token)) {
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
