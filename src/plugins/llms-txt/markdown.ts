import path from 'node:path';

/** How links between pages are rewritten: a doc's source file to its page URL. */
export type LinkContext = {
  /** The source file of the page being converted, absolute. */
  readonly sourceFile: string;
  /** Absolute source path of every doc → its absolute page URL (`https://host/base/api/x`). */
  readonly pageUrlBySource: ReadonlyMap<string, string>;
  /** `https://host` + base URL without its trailing slash, for site-absolute links (`/errors`). */
  readonly siteRoot: string;
};

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
// MDX comments that give a heading its id: `## Parameters {/* #parameters */}`.
const HEADING_ID_COMMENT = /\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/;
const MDX_ESM = /^(import|export)\s.*\bfrom\s+['"][^'"]+['"];?\s*$/;
// Fence-meta words that only our code checker reads (scripts/check-code-blocks.ts).
const CHECKER_META = /\s+(run\b(?!=)|skip-check="[^"]*")/g;
// The target of a link or image, whatever its text holds (`[\`f([x])\`](./f.mdx)`).
const LINK = /(\]\()([^()\s]+)((?:\s+"[^"]*")?\))/g;

/** Rewrites one link target: another doc's file to its URL, a site path to an absolute URL. */
function rewriteTarget(target: string, context: LinkContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#')) return target;
  if (target.startsWith('/')) return `${context.siteRoot}${target}`;
  const [file = '', anchor] = target.split('#', 2);
  if (!/\.mdx?$/.test(file)) return target;
  const url = context.pageUrlBySource.get(path.resolve(path.dirname(context.sourceFile), file));
  if (!url) return target;
  return anchor === undefined ? url : `${url}#${anchor}`;
}

/** The page title as the source's first `# ` heading says it, if it has one. */
function hasTitleHeading(lines: readonly string[]): boolean {
  const first = lines.find((line) => line.trim() !== '');
  return first !== undefined && /^#\s/.test(first);
}

/**
 * A doc page's MDX source as plain Markdown, for `<page>.md`, `/llms-full.txt` and the "Copy page"
 * button: front matter, MDX imports and heading-id comments go; `<Tabs>` become a bold label per
 * tab; links to other docs become absolute page URLs; code blocks stay exactly as written, minus
 * the checker's `run`/`skip-check` meta. The title heading is added when the source has none.
 */
export type MarkdownLine = {
  readonly text: string;
  /** `fence`: a line opening or closing a code block; `code`: a line inside one. */
  readonly kind: 'prose' | 'fence' | 'code';
};

/**
 * The lines of an MDX source without its front matter, each marked as prose, a fence (the
 * opening or closing line of a code block, of backticks or tildes, possibly indented) or code.
 * A fence closes on a line of at least as many of its characters and nothing else.
 */
export function markdownLines(source: string): MarkdownLine[] {
  let fence: string | undefined;
  return source
    .replace(FRONT_MATTER, '')
    .split(/\r?\n/)
    .map((text) => {
      const match = FENCE.exec(text);
      if (fence) {
        const marker = match?.[1];
        if (
          marker &&
          marker[0] === fence[0] &&
          marker.length >= fence.length &&
          !match![2]!.trim()
        ) {
          fence = undefined;
          return {text, kind: 'fence'};
        }
        return {text, kind: 'code'};
      }
      if (match) {
        fence = match[1];
        return {text, kind: 'fence'};
      }
      return {text, kind: 'prose'};
    });
}

/** An MDX `import`/`export ... from '...'` line. */
export function isMdxEsm(line: string): boolean {
  return MDX_ESM.test(line);
}

/**
 * A doc page's MDX source as plain Markdown, for `<page>.md`, `/llms-full.txt` and the "Copy page"
 * button: front matter, MDX imports and heading-id comments go; `<Tabs>` become a bold label per
 * tab; links to other docs become absolute page URLs; code blocks stay exactly as written, minus
 * the checker's `run`/`skip-check` meta. The title heading is added when the source has none.
 */
export function toPlainMarkdown(source: string, title: string, context: LinkContext): string {
  const out: string[] = [];
  // Outside code, removed lines (imports, tab tags) must not leave runs of blank lines.
  const push = (line: string) => {
    if (line.trim() === '' && (out.length === 0 || out.at(-1)!.trim() === '')) return;
    out.push(line);
  };
  let opening = true;
  for (const {text: line, kind} of markdownLines(source)) {
    if (kind === 'code') {
      out.push(line);
      continue;
    }
    if (kind === 'fence') {
      out.push(opening ? line.replace(CHECKER_META, '') : line);
      opening = !opening;
      continue;
    }
    if (MDX_ESM.test(line)) continue;
    if (/^\s*<\/?Tabs\b[^>]*>\s*$/.test(line) || /^\s*<\/TabItem>\s*$/.test(line)) continue;
    const tab = /^\s*<TabItem\b[^>]*?\blabel="([^"]*)"[^>]*>\s*$/.exec(line);
    if (tab) {
      push(`**${tab[1]}**`);
      push('');
      continue;
    }
    push(
      line
        .replace(HEADING_ID_COMMENT, '')
        .replace(LINK, (_all, open: string, target: string, close: string) => {
          return `${open}${rewriteTarget(target, context)}${close}`;
        }),
    );
  }
  const body = out.join('\n').trim();
  return `${hasTitleHeading(out) ? body : `# ${title}\n\n${body}`}\n`;
}
