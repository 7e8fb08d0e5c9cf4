// The docs' ```ts and ```tsx blocks, found by reading fences line by line. The code-block checker
// parses each page as MDX (scripts/check-code-blocks.ts), which took most of this build step's
// time; for the docs as written both give the same blocks, which tests/unit/live-examples.test.ts
// checks page by page, so a page that one day differs fails that test, not a reader's Run.

export type Fence = {
  /** 1-based line of the opening fence. */
  readonly line: number;
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
};

const OPENING = /^( *)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/;

/** Every fenced block of a Markdown/MDX text, in order, with its language, meta and code. */
export function findFences(source: string): Fence[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = OPENING.exec(lines[i]!);
    if (!open) continue;
    const [, indent = '', marker = '', lang = '', meta = ''] = open;
    if (marker.startsWith('`') && meta.includes('`')) continue;
    const closing = new RegExp(`^ *${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !closing.test(lines[j]!)) {
      // Each content line loses up to as many spaces as the opening fence was indented.
      const line = lines[j]!;
      const strip = Math.min(indent.length, line.length - line.trimStart().length);
      body.push(line.slice(strip));
      j++;
    }
    fences.push({line: i + 1, lang, meta: meta.trim(), code: body.join('\n')});
    i = j;
  }
  return fences;
}
