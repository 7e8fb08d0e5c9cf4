// Code lines to HTML. The classes are those the theme's CodeBlock/Line and CodeBlock/Line/Token
// give, so the theme's styles and ours (src/css/code-tokens.css) apply unchanged; the markup is
// leaner (no element for plain text, a <br> only on an empty line), since React never renders
// these lines: it is only ever set as the code element's inner HTML.
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

function tokenHtml(token: Token): string {
  const text = escapeHtml(token.content);
  // Plain text needs no element: it has the block's colour. Leaving the spans out takes a third
  // of the elements off a code-heavy page.
  if (token.types.length === 1 && token.types[0] === 'plain') return text;
  return `<span class="${['token', ...token.types].join(' ')}">${text}</span>`;
}

export function linesToHtml(lines: readonly Token[][], options: LineOptions): string {
  return lines
    .map((line, index) => {
      // An empty line is one "\n" token; a <br> gives it its height.
      const empty = line.length === 1 && line[0]!.content === '\n';
      const body = empty ? '<br>' : line.map(tokenHtml).join('');
      const {numbering} = options;
      const classes = ['token-line', ...(options.lineClassNames[index] ?? [])];
      if (numbering) classes.push(numbering.line);
      const inner = numbering
        ? `<span class="${numbering.number}"></span><span class="${numbering.content}">${body}</span>`
        : body;
      return `<div class="${classes.join(' ')}">${inner}</div>`;
    })
    .join('');
}
