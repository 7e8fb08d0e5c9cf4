// Code lines to HTML. The classes are those the theme's CodeBlock/Line and CodeBlock/Line/Token
// give, so the theme's styles and ours (src/css/code-tokens.css) apply unchanged; the markup is
// leaner (no element for text in the block's colour, a line element only in a block with marked
// or numbered lines), since React never renders these lines: it is only ever set as the code
// element's inner HTML. A line element is a <span>, not the theme's <div>: <code> may only hold
// phrasing content, so a <div> there is invalid HTML. The block's CSS (./styles.module.css, or
// the theme's table layout when lines are numbered) gives each line its own row.
import type {Token} from 'prism-react-renderer';
import {escapeHtml} from '@site/src/utils/escapeHtml';

export interface LineOptions {
  /** Classes per line, by index: magic comments and `{1,3-4}` ranges put them there. */
  readonly lineClassNames: Readonly<Record<number, readonly string[] | undefined>>;
  /** Set when the block shows line numbers: the classes of the row, its number and its text. */
  readonly numbering?: {readonly line: string; readonly number: string; readonly content: string};
}

/** Lines of one plain token each: what a block shows before (or without) highlighting. */
export function plainLines(code: string): Token[][] {
  return code.split(/\r\n|\r|\n/).map((content) => [{types: ['plain'], content: content || '\n'}]);
}

/**
 * Token types drawn in the block's own text colour, in both colour modes (see
 * src/css/code-tokens.css): a token of these types only needs no element.
 */
const PLAIN_LOOKING_TYPES: ReadonlySet<string> = new Set(['plain', 'punctuation', 'operator']);

/** An empty line is one "\n" token (Prism's and {@link plainLines}' shape). */
function isEmptyLine(line: readonly Token[]): boolean {
  return line.length === 1 && line[0]!.content === '\n';
}

function tokenHtml(token: Token): string {
  const text = escapeHtml(token.content);
  // Text in the block's colour needs no element. Plain text, punctuation and operators are
  // about two thirds of the tokens: leaving their spans out takes almost half of the elements
  // off a code-heavy page, which the browser then parses, styles and lays out faster.
  if (token.types.every((type) => PLAIN_LOOKING_TYPES.has(type))) return text;
  return `<span class="${['token', ...token.types].join(' ')}">${text}</span>`;
}

export function linesToHtml(lines: readonly Token[][], options: LineOptions): string {
  const {numbering, lineClassNames} = options;
  const marked = lines.some((_, index) => (lineClassNames[index]?.length ?? 0) > 0);
  if (!numbering && !marked) {
    // No line needs a box of its own (a marked line's background spans the block, a numbered
    // line has a number cell): the lines are text in the <pre>, one per source line. A page's
    // code lines are then text, not hundreds of elements.
    const text = lines.map((line) => (isEmptyLine(line) ? '' : line.map(tokenHtml).join('')));
    // A <pre> shows no line after a final line break: an empty last line needs a second one.
    return text.join('\n') + (lines.length > 1 && text.at(-1) === '' ? '\n' : '');
  }
  return lines
    .map((line, index) => {
      // A <br> gives an empty line its height.
      const body = isEmptyLine(line) ? '<br>' : line.map(tokenHtml).join('');
      const classes = ['token-line', ...(lineClassNames[index] ?? [])];
      if (numbering) classes.push(numbering.line);
      const inner = numbering
        ? `<span class="${numbering.number}"></span><span class="${numbering.content}">${body}</span>`
        : body;
      return `<span class="${classes.join(' ')}">${inner}</span>`;
    })
    .join('');
}
