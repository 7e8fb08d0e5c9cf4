// Where each checked block of a page sits in the page's project: the one layout that the
// code-block checker type-checks and runs (scripts/check-code-blocks.ts) and the live examples
// run in the browser (src/plugins/live-examples), so what a reader runs is what was checked.
import path from 'node:path';
import {findSteps, layoutSteps, stepAt, STEPS_KEY, usesSteps, type Step} from './steps';

/** A block as the layout needs it. */
export type LayoutBlock = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: 'ts' | 'tsx';
  readonly title?: string;
  readonly existing: boolean;
  readonly recap: boolean;
  readonly code: string;
};

/** One file of the page's project. */
export type ProjectFile<B extends LayoutBlock> = {
  /** `src/app/store.ts`, `__block-L12.ts`; on a step-wise page `step-3/src/app/store.ts`. */
  readonly path: string;
  readonly block: B;
  /** On a step-wise page, the step whose project holds this copy of the block. */
  readonly step?: Step;
  /** On a step-wise page, true for a file an earlier step wrote: a copy, not the block's place. */
  readonly carried: boolean;
};

/** A block the layout cannot place as written (it is left out, or the first one is kept). */
export type LayoutProblem<B extends LayoutBlock> = {
  readonly block: B;
  readonly code: 'meta' | 'recap';
  readonly message: string;
};

export type ProjectLayout<B extends LayoutBlock> = {
  /** Whether the page is laid out step by step (`code_steps: true`, see ./steps.ts). */
  readonly stepWise: boolean;
  readonly files: ProjectFile<B>[];
  readonly problems: LayoutProblem<B>[];
};

/** The file an untitled block is: a module of its own at the project's root. */
function untitledPath(block: Pick<LayoutBlock, 'line' | 'lang'>): string {
  return `__block-L${block.line}.${block.lang}`;
}

/**
 * The block's path in the project: its title, with the block's extension when it has none, or
 * `__block-L<line>.<lang>`; `undefined` for a title outside the project (absolute, or `..`).
 */
function blockPath(block: LayoutBlock): string | undefined {
  const {title} = block;
  if (title === undefined) return untitledPath(block);
  if (path.posix.isAbsolute(title) || path.posix.normalize(title).startsWith('..')) {
    return undefined;
  }
  return path.posix.normalize(/\.[cm]?tsx?$/.test(title) ? title : `${title}.${block.lang}`);
}

/**
 * Lays out a page's checked blocks (every ts/tsx block but the skip-check ones, in page order)
 * as files of one project, or of one project per step on a step-wise page. A title outside the
 * project, or taken twice, is a problem: the block is left out, or the first one is kept.
 */
export function layOutProject<B extends LayoutBlock>(
  source: string,
  blocks: readonly B[],
): ProjectLayout<B> {
  const problems: LayoutProblem<B>[] = [];
  const placed: {block: B; path: string}[] = [];
  for (const block of blocks) {
    const p = blockPath(block);
    if (p === undefined) {
      const message = `title "${block.title}" must be a path inside the project, like "src/app/store.ts"`;
      problems.push({block, code: 'meta', message});
    } else placed.push({block, path: p});
  }
  if (usesSteps(source)) return layOutSteps(placed, findSteps(source), problems);

  const files = new Map<string, ProjectFile<B>>();
  for (const {block, path: p} of placed) {
    if (block.existing || block.recap) {
      const message = `${block.existing ? 'existing' : 'recap'} only means something on a step-wise page (${STEPS_KEY}: true)`;
      problems.push({block, code: 'meta', message});
    }
    const first = files.get(p);
    if (first) {
      problems.push({
        block,
        code: 'meta',
        message:
          `a second block titled "${block.title}" (the first is on line ${first.block.line}); ` +
          'leave the earlier version untitled with a "// path (first version)" comment, or ' +
          `make the page step-wise (${STEPS_KEY}: true)`,
      });
      continue;
    }
    files.set(p, {path: p, block, carried: false});
  }
  return {stepWise: false, files: [...files.values()], problems};
}

function layOutSteps<B extends LayoutBlock>(
  placed: readonly {block: B; path: string}[],
  steps: readonly Step[],
  problems: LayoutProblem<B>[],
): ProjectLayout<B> {
  const items = placed.map(({block, path: p}) => ({
    line: block.line,
    ...(block.title !== undefined && {title: p}),
    ownName: p,
    existing: block.existing,
    recap: block.recap,
    code: block.code,
    block,
  }));
  const laidOut = layoutSteps(items, steps);
  for (const {item, message} of laidOut.recaps) {
    problems.push({block: item.block, code: 'recap', message});
  }
  for (const {item, first} of laidOut.duplicates) {
    const where = item.existing
      ? 'a file the reader has from the start can only be shown as `existing` once'
      : `one step shows each file once (the section "${stepAt(steps, item.line).heading}")`;
    problems.push({
      block: item.block,
      code: 'meta',
      message: `a second block titled "${item.block.title}" (the first is on line ${first.line}): ${where}`,
    });
  }
  const files = laidOut.files.map(({path: p, item, step, carried}) => ({
    path: p,
    block: item.block,
    step,
    carried,
  }));
  return {stepWise: true, files, problems};
}
