// Step-wise pages: a tutorial (or a migration guide) that the reader follows one section at a time.
// The code-block checker (scripts/check-code-blocks.ts) and the live examples
// (src/plugins/live-examples) both lay out such a page as one project per step, from these
// functions, so that a run block runs with the files the reader has at its step.
//
// A page opts in with `code_steps: true` in its front matter. Each `## ` heading outside a code
// fence starts a step; what comes before the first one is step 0. A titled block is that file of
// the reader's project from its step on, until a later step shows the same title again. A block
// marked `existing` is a file the reader has before the tutorial starts (a template's App.tsx, a
// legacy app's reducer), wherever the page shows it. A block marked `recap` restates a file as the
// steps left it (a tutorial's closing "finished project" listing): it must be that file, and the
// section holding recaps must restate every file the page wrote.

import {findFences} from './fences';

/** The front matter key that turns step-wise checking on. */
export const STEPS_KEY = 'code_steps';

export type Step = {
  /** 0 for what precedes the first `##` heading, then 1, 2… in page order. */
  readonly index: number;
  /** The heading's text without its `{/* #id *\/}`, or "the start" for step 0. */
  readonly heading: string;
  /** 1-based line of the heading (1 for step 0). */
  readonly line: number;
};

/** Whether the page's front matter turns step-wise checking on (`code_steps: true`). */
export function usesSteps(source: string): boolean {
  const frontMatter = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source)?.[1];
  return (
    frontMatter !== undefined && new RegExp(`^${STEPS_KEY}:\\s*true\\s*$`, 'm').test(frontMatter)
  );
}

/** The page's steps, in order: step 0, then one per `## ` heading outside code fences. */
export function findSteps(source: string): Step[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  // A fence spans its opening line, its code and its closing line (findFences strips the fences).
  const fenced = new Set<number>();
  for (const fence of findFences(source)) {
    const last = fence.line + fence.code.split('\n').length;
    for (let line = fence.line; line <= last; line++) fenced.add(line);
  }
  const steps: Step[] = [{index: 0, heading: 'the start', line: 1}];
  lines.forEach((text, i) => {
    if (!text.startsWith('## ') || fenced.has(i + 1)) return;
    const heading = text
      .slice(3)
      .replace(/\{\/\*.*?\*\/\}/g, '')
      .trim();
    steps.push({index: steps.length, heading, line: i + 1});
  });
  return steps;
}

/** The step a line of the page belongs to. */
export function stepAt(steps: readonly Step[], line: number): Step {
  let found = steps[0]!;
  for (const step of steps) if (step.line <= line) found = step;
  return found;
}

/** The folder of a step's project inside the page's project: `step-3`. */
export function stepDir(step: Step): string {
  return `step-${step.index}`;
}

/** A block as the layout needs it: where it is, and the file it is (`undefined` when untitled). */
export type LayoutItem = {
  readonly line: number;
  /** The project path of a titled block (`src/app/store.ts`); untitled blocks have none. */
  readonly title?: string;
  /** The untitled block's own file name (`__block-L12.ts`). */
  readonly ownName: string;
  readonly existing: boolean;
  /** `recap`: restates the file as the earlier steps left it (see `layoutSteps`). */
  readonly recap: boolean;
  readonly code: string;
};

export type StepFile<T extends LayoutItem> = {
  /** The file's path in the page's project: `step-3/src/app/store.ts`. */
  readonly path: string;
  readonly item: T;
  readonly step: Step;
  /** True when an earlier step wrote the file (or the reader had it): it is shown, not written, here. */
  readonly carried: boolean;
};

export type Duplicate<T extends LayoutItem> = {readonly item: T; readonly first: T};

/** A recap that is not what the steps built, or a file the recap section leaves out. */
export type RecapProblem<T extends LayoutItem> = {readonly item: T; readonly message: string};

// Docusaurus' magic comments change how a block is shown, not the file.
const MAGIC_COMMENT = /^\s*(?:\/\/|\{\/\*)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\})?\s*$/;

/** A file's code without highlight comments and trailing white space, as a recap compares it. */
function codeWithoutMagicComments(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => !MAGIC_COMMENT.test(line))
    .map((line) => line.trimEnd());
}

/** Compares a recap with the file it restates: `undefined` when they match, else where they part. */
function recapDifference(recap: string, file: string): string | undefined {
  const a = codeWithoutMagicComments(recap);
  const b = codeWithoutMagicComments(file);
  const at = a.findIndex((line, i) => line !== b[i]);
  if (at === -1 && a.length === b.length) return undefined;
  const line = at === -1 ? a.length : at;
  const shown = (text: string | undefined) =>
    text === undefined ? 'the end of the file' : `"${text.trim()}"`;
  return `line ${line + 1} of the recap is ${shown(a[line])}, the file has ${shown(b[line])}`;
}

/**
 * Lays out a step-wise page: for every step with ts/tsx blocks, the reader's project as it stands
 * after the step (the latest version of every file written so far, and the files the reader had
 * from the start), plus the step's untitled blocks. Steps without blocks add no project: it would
 * be the previous one again.
 */
export function layoutSteps<T extends LayoutItem>(
  items: readonly T[],
  steps: readonly Step[],
): {files: StepFile<T>[]; duplicates: Duplicate<T>[]; recaps: RecapProblem<T>[]} {
  const files: StepFile<T>[] = [];
  const duplicates: Duplicate<T>[] = [];
  const recaps: RecapProblem<T>[] = [];
  // The files the page itself writes (not only shows as `existing`), for the recap section.
  const written = new Map<string, T>();
  const project = new Map<string, T>();
  for (const item of items) {
    if (!item.existing || item.title === undefined) continue;
    const first = project.get(item.title);
    if (first) duplicates.push({item, first});
    else project.set(item.title, item);
  }
  for (const step of steps) {
    const own = items.filter((item) => !item.existing && stepAt(steps, item.line) === step);
    if (own.length === 0) continue;
    // A section of recaps only changes nothing: its project would be the previous one again.
    const changes = own.some((item) => !item.recap);
    const shown = new Map<string, T>();
    for (const item of own) {
      if (item.title === undefined) continue;
      const first = shown.get(item.title);
      if (first) {
        duplicates.push({item, first});
        continue;
      }
      shown.set(item.title, item);
      if (item.recap) {
        const before = project.get(item.title);
        const difference = before && recapDifference(item.code, before.code);
        if (!before) {
          recaps.push({item, message: `a recap of "${item.title}", which no earlier step wrote`});
        } else if (difference) {
          const message = `the recap of "${item.title}" is not the file the steps built (its last version is on line ${before.line}): ${difference}`;
          recaps.push({item, message});
        }
        continue;
      }
      written.set(item.title, item);
      project.set(item.title, item);
    }
    const recapItems = own.filter((item) => item.recap);
    if (recapItems.length > 0) {
      for (const [title, item] of written) {
        if (shown.has(title)) continue;
        const message = `the recap section leaves out "${title}" (its last version is on line ${item.line}): a recap lists every file the page wrote`;
        recaps.push({item: recapItems[0]!, message});
      }
    }
    if (!changes) continue;
    const dir = stepDir(step);
    for (const [title, item] of project) {
      files.push({path: `${dir}/${title}`, item, step, carried: shown.get(title) !== item});
    }
    for (const item of own) {
      if (item.title === undefined)
        files.push({path: `${dir}/${item.ownName}`, item, step, carried: false});
    }
  }
  return {files, duplicates, recaps};
}

/** A step-wise project path shown as the reader knows it: `step-3/src/app/store.ts` → `src/app/store.ts`. */
export function withoutStepDir(path: string): string {
  return path.replace(/^step-\d+\//, '');
}
