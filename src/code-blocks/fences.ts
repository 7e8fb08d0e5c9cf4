// The one reader of the docs' code fences: the code-block checker, the remark plugin, the live
// examples' build step, the step-wise layout and the Markdown export all find blocks here. It
// reads fences line by line, as CommonMark does; parsing a page as MDX took most of the live
// examples' build time. The checker (scripts/check-code-blocks.ts) and the remark plugin hold it to
// MDX's own parse on every page, so a page where the two ever differ fails there, not in a reader's
// Run.

export type Fence = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
  /**
   * Per code line, how many characters of the file line precede it: the fence's indentation in
   * a list or a JSX element, which the code loses.
   */
  readonly indents: readonly number[];
};

/** What a line of a page is: prose, a fence (opening or closing a code block), or code. */
export type LineKind = 'prose' | 'fence' | 'code';

export type PageLine = {
  readonly text: string;
  readonly kind: LineKind;
  /** On an opening fence line: the fence. */
  readonly fence?: Fence;
};

const OPENING = /^( *)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Every line of a Markdown/MDX text, each marked as prose, fence or code, with its fences. */
export function readLines(source: string): PageLine[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const out: PageLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const open = OPENING.exec(text);
    const [, indent = '', marker = '', lang = '', meta = ''] = open ?? [];
    // An info string of a backtick fence has no backtick: "```js`" is inline code.
    if (!open || (marker.startsWith('`') && meta.includes('`'))) {
      out.push({text, kind: 'prose'});
      continue;
    }
    const closing = new RegExp(`^ *${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    const indents: number[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j]!)) {
      // Each content line loses up to as many spaces as the opening fence was indented.
      const line = lines[j]!;
      const strip = Math.min(indent.length, line.length - line.trimStart().length);
      body.push(line.slice(strip));
      indents.push(strip);
      j++;
    }
    const fence = {line: i + 1, lang, meta: meta.trim(), code: body.join('\n'), indents};
    out.push({text, kind: 'fence', fence});
    for (let k = i + 1; k < j; k++) out.push({text: lines[k]!, kind: 'code'});
    if (j < lines.length) out.push({text: lines[j]!, kind: 'fence'});
    i = j;
  }
  return out;
}

/** Every fenced block of a Markdown/MDX text, in order, with its language, meta and code. */
export function findFences(source: string): Fence[] {
  return readLines(source).flatMap((line) => (line.fence ? [line.fence] : []));
}

/** The ts/tsx blocks: the ones the checker compiles, the remark plugin pairs and examples run. */
export function isTypeScriptFence(fence: Fence): fence is Fence & {lang: 'ts' | 'tsx'} {
  return fence.lang === 'ts' || fence.lang === 'tsx';
}
