import path from 'node:path';
import {readLines, type LineKind} from '../../code-blocks/fences';
import {withoutMarkers} from '../../code-blocks/grammar';

/** How links between pages are rewritten: a doc's source file to its page URL. */
export type LinkContext = {
  /** The source file of the page being converted, absolute. */
  readonly sourceFile: string;
  /** Absolute source path of every doc → its absolute page URL (`https://host/base/api/x`). */
  readonly pageUrlBySource: ReadonlyMap<string, string>;
  /** `https://host` + base URL without its trailing slash, for site-absolute links (`/errors`). */
  readonly siteRoot: string;
};

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
// MDX comments that give a heading its id: `## Parameters {/* #parameters */}`.
const HEADING_ID_COMMENT = /\s*\{\/\*\s*#[\w-]+\s*\*\/\}\s*$/;
const MDX_ESM = /^(import|export)\s.*\bfrom\s+['"][^'"]+['"];?\s*$/;
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

export type MarkdownLine = {
  readonly text: string;
  /** `fence`: a line opening or closing a code block; `code`: a line inside one. */
  readonly kind: LineKind;
};

/**
 * The lines of an MDX source without its front matter, each marked as prose, a fence (the
 * opening or closing line of a code block) or code, as the code-block model reads them
 * (src/code-blocks/fences.ts). An opening fence loses the markers of our own (`run`,
 * `skip-check`…, src/code-blocks/grammar.ts): they are for our tools, not for readers.
 */
export function markdownLines(source: string): MarkdownLine[] {
  return readLines(source.replace(FRONT_MATTER, '')).map(({text, kind, fence}) => {
    if (!fence || fence.meta === '') return {text, kind};
    const meta = withoutMarkers(fence.meta);
    if (meta === fence.meta) return {text, kind};
    const head = text.slice(0, text.lastIndexOf(fence.meta)).trimEnd();
    return {text: meta === '' ? head : `${head} ${meta}`, kind};
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
 * our markers in their meta (see `markdownLines`). The title heading is added when the source has none.
 */
export function toPlainMarkdown(source: string, title: string, context: LinkContext): string {
  const out: string[] = [];
  // Outside code, removed lines (imports, tab tags) must not leave runs of blank lines.
  const push = (line: string) => {
    if (line.trim() === '' && (out.length === 0 || out.at(-1)!.trim() === '')) return;
    out.push(line);
  };
  for (const {text: line, kind} of markdownLines(source)) {
    if (kind !== 'prose') {
      out.push(line);
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
