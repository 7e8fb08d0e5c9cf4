// A page's TypeScript blocks as the model reads them: the fences (./fences.ts) with their markers
// (./grammar.ts). What the checker checks, the remark plugin pairs and the live examples run.
import {createHash} from 'node:crypto';
import path from 'node:path';
import {findFences, isTypeScriptFence} from './fences';
import {parseMeta} from './grammar';

/** A ts/tsx block of a page, with its markers read. */
export type CodeBlock = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: 'ts' | 'tsx';
  /** The fence's meta as written. */
  readonly meta: string;
  readonly code: string;
  /** Per code line, how many characters of the file line precede it (list or JSX indentation). */
  readonly indents: readonly number[];
  readonly title?: string;
  /** Set when the block opts out with `skip-check="reason"`; empty when the reason is missing. */
  readonly skipReason?: string;
  readonly run: boolean;
  /** `existing`: on a step-wise page, a file the reader has before the first step. */
  readonly existing: boolean;
  /** `recap`: on a step-wise page, the file restated as the steps left it. */
  readonly recap: boolean;
  /** Why a run block cannot run in a browser (`no-browser="reason"`). */
  readonly noBrowserReason?: string;
  /** What is wrong with the markers as written (the checker reports them). */
  readonly metaErrors: readonly string[];
};

/** The page's ts/tsx blocks, in page order. */
export function readBlocks(source: string): CodeBlock[] {
  return findFences(source)
    .filter(isTypeScriptFence)
    .map(({line, lang, meta, code, indents}) => {
      const parsed = parseMeta(meta);
      return {
        line,
        lang,
        meta,
        code,
        indents,
        ...(parsed.title !== undefined && {title: parsed.title}),
        ...(parsed.skipReason !== undefined && {skipReason: parsed.skipReason}),
        run: parsed.run,
        existing: parsed.existing,
        recap: parsed.recap,
        ...(parsed.noBrowserReason !== undefined && {noBrowserReason: parsed.noBrowserReason}),
        metaErrors: parsed.errors,
      };
    });
}

/** Whether a block has Run and Edit buttons on the page: a run block that can run in a browser. */
export function isLiveExample(block: CodeBlock): boolean {
  return block.run && block.noBrowserReason === undefined;
}

/**
 * The id part that names a run block on its page: a hash of its code. The remark plugin writes
 * it into the page's markup, the live examples' build step names the block's data by it.
 */
export function exampleHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 12);
}

/** The id the page's markup carries for a run block: `<page key>#<hash of its code>`. */
export function exampleId(pageKey: string, code: string): string {
  return `${pageKey}#${exampleHash(code)}`;
}

/** The page key of a docs file: `rtk-query/usage/queries` for `docs/rtk-query/usage/queries.mdx`. */
export function pageKey(docsDir: string, file: string): string {
  return path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}
