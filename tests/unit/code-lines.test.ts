import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import {describe, expect, it} from 'vitest';
// The theme's own line component, which src/theme/CodeBlock/Content no longer renders.
import ThemeLine from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/index.js';
import {tokenize} from '../../src/theme/CodeBlock/Content/highlight';
import {linesToHtml, plainLines} from '../../src/theme/CodeBlock/Content/lines';
import {escapeHtml} from '../../src/utils/escapeHtml';

const CLASS_ONLY: PrismTheme = {plain: {}, styles: []};

/** What the theme's CodeBlock/Content put inside <code>, rendered by React. */
function themeLinesHtml(code: string, language: string, classNames: string[][] = []): string {
  const tree = createElement(Highlight, {
    theme: CLASS_ONLY,
    code,
    language,
    children: ({tokens, getLineProps, getTokenProps}): ReactNode =>
      tokens.map((line, i) =>
        createElement(ThemeLine, {
          key: i,
          line,
          getLineProps,
          getTokenProps,
          classNames: classNames[i],
          showLineNumbers: false,
        }),
      ),
  });
  return renderToStaticMarkup(tree);
}

const SAMPLES: [string, string][] = [
  [
    'ts',
    `import {createSlice, type PayloadAction} from '@reduxjs/toolkit'\n\n// a < b && c > d\nconst s = createSlice({\n  name: 'x',\n  initialState: 0 as number,\n  reducers: {add: (state, action: PayloadAction<number>) => state + action.payload},\n})\n`,
  ],
  ['tsx', `export function App(): JSX.Element {\n  return <p className="a">{'&'}</p>\n}`],
  ['bash', 'npm install @reduxjs/toolkit\n\ncd my-app && npm run dev'],
  ['json', '{\n  "a": [1, true, null]\n}'],
  ['text', 'plain <text> & more\n\n  indented'],
  ['diff', '- removed\n+ added\n  same'],
];

/** A token the theme wraps but the site's lines leave as text: it has the block's colour. */
function isPlainLooking(className: string): boolean {
  return className
    .split(' ')
    .every((name) => ['token', 'plain', 'punctuation', 'operator'].includes(name));
}

/**
 * Per line: its classes, its text, and its coloured tokens (class and text). The theme also
 * wraps plain text, punctuation and operators in spans and ends every line with a <br>; the
 * site's lines leave those out.
 */
function lineModel(html: string) {
  const $ = load(`<code>${html}</code>`);
  // The theme's lines are <div>s, the site's <span>s (a <div> is invalid inside <code>).
  const boxes = $('code > .token-line').toArray();
  // Without line elements, each line of the text is a line; a final line break only makes
  // room for an empty last line.
  const lines =
    boxes.length > 0
      ? boxes
      : html
          .replace(/\n$/, '')
          .split('\n')
          .map((line) => $(`<span class="token-line">${line}</span>`).get(0)!);
  return lines.map((line) => ({
    className: $(line).attr('class'),
    text: $(line).text(),
    tokens: $(line)
      .find('span.token')
      .toArray()
      .filter((token) => !isPlainLooking($(token).attr('class') ?? ''))
      .map((token) => `${$(token).attr('class')}=${$(token).text()}`),
  }));
}

describe('code block lines', () => {
  it.each(SAMPLES)(
    'have the lines, classes and tokens the theme renders for %s',
    (language, code) => {
      const classNames = [['theme-code-block-highlighted-line'], [], ['a', 'b']];
      const ours = lineModel(linesToHtml(tokenize(code, language), {lineClassNames: classNames}));
      expect(ours).toEqual(lineModel(themeLinesHtml(code, language, classNames)));
      expect(ours.map((line) => line.text).join('\n')).toBe(code);
    },
  );

  it.each(SAMPLES)(
    'have the same lines and tokens without marked lines for %s',
    (language, code) => {
      const ours = lineModel(linesToHtml(tokenize(code, language), {lineClassNames: []}));
      expect(ours).toEqual(lineModel(themeLinesHtml(code, language)));
    },
  );

  it('leave plain text, punctuation and operators without an element', () => {
    expect(linesToHtml(tokenize('a = f(1);\n\nb', 'ts'), {lineClassNames: []})).toBe(
      'a = <span class="token function">f</span>(<span class="token number">1</span>);\n\nb',
    );
  });

  it('give each line a span, and an empty one a <br>, in a block with a marked line', () => {
    expect(linesToHtml(tokenize('a = 1\n\nb', 'ts'), {lineClassNames: {2: ['hl']}})).toBe(
      '<span class="token-line">a = <span class="token number">1</span></span>' +
        '<span class="token-line"><br></span>' +
        '<span class="token-line hl">b</span>',
    );
  });

  it.each(SAMPLES)(
    'write only phrasing content, valid inside <code>, for %s with marked or numbered lines',
    (language, code) => {
      const numbering = {line: 'L', number: 'N', content: 'C'};
      for (const options of [{lineClassNames: {0: ['hl']}}, {lineClassNames: [], numbering}]) {
        const $ = load(`<code>${linesToHtml(tokenize(code, language), options)}</code>`);
        const tags = new Set(
          $('code *')
            .map((_, el) => el.tagName)
            .get(),
        );
        expect([...tags].filter((tag) => tag !== 'span' && tag !== 'br')).toEqual([]);
      }
    },
  );

  it('keep an empty last line, which a <pre> would not show after one line break', () => {
    expect(linesToHtml(plainLines('a\n'), {lineClassNames: []})).toBe('a\n\n');
    expect(linesToHtml(plainLines('a\n\nb'), {lineClassNames: []})).toBe('a\n\nb');
    expect(linesToHtml(plainLines(''), {lineClassNames: []})).toBe('');
  });

  it('keep a span for a token that is an operator and something coloured', () => {
    const html = linesToHtml(
      [[{types: ['generic-function', 'generic', 'class-name', 'operator'], content: '<'}]],
      {lineClassNames: []},
    );
    expect(html).toContain('<span class="token generic-function generic class-name operator">');
  });

  it('give punctuation and operators no colour of their own, since they have no element', () => {
    const css = fs.readFileSync(path.join(__dirname, '../../src/css/code-tokens.css'), 'utf8');
    const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(rules).not.toMatch(/\.token\.(punctuation|operator|plain)\b/);
  });

  it('highlight bash, which prism-react-renderer does not bundle', () => {
    expect(linesToHtml(tokenize('npm install x', 'bash'), {lineClassNames: []})).toContain(
      '<span class="token function">npm</span>',
    );
  });

  it("show a type query's type in its box, in both languages, and leave other comments alone", () => {
    const code =
      "const add = createAction<number>('add')\n//    ^? ActionCreatorWithPayload<number, string>";
    for (const language of ['ts', 'js']) {
      expect(linesToHtml(tokenize(code, language), {lineClassNames: []}).split('\n')[1]).toBe(
        '<span class="token comment">//    ^?</span> ' +
          '<span class="token type-query">ActionCreatorWithPayload&lt;number, string&gt;</span>',
      );
    }
    expect(linesToHtml(tokenize('// a ^? b', 'ts'), {lineClassNames: []})).toBe(
      '<span class="token comment">// a ^? b</span>',
    );
    // Not a code language of ours: the line stays what Prism made of it.
    expect(linesToHtml(tokenize('//    ^? x', 'bash'), {lineClassNames: []})).not.toContain(
      'type-query',
    );
  });

  it('leave an unknown language as plain text', () => {
    expect(tokenize('a <b>', 'no-such-language')).toEqual([[{types: ['plain'], content: 'a <b>'}]]);
  });

  it('before highlighting, show every line as plain text with the same structure', () => {
    const code = 'const a = 1 < 2\n\n  && b';
    expect(lineModel(linesToHtml(plainLines(code), {lineClassNames: []}))).toEqual(
      lineModel(themeLinesHtml(code, 'no-such-language')),
    );
  });

  it('escape markup in code', () => {
    expect(escapeHtml(`<a title="'">&amp;</a>`)).toBe(
      '&lt;a title=&quot;&#x27;&quot;&gt;&amp;amp;&lt;/a&gt;',
    );
    expect(linesToHtml(plainLines('<img onerror=x>'), {lineClassNames: []})).not.toContain('<img');
  });

  it('wrap each line in a number cell and a content cell when lines are numbered', () => {
    const html = linesToHtml(plainLines('a\nb'), {
      lineClassNames: {1: ['hl']},
      numbering: {line: 'L', number: 'N', content: 'C'},
    });
    expect(html).toBe(
      '<span class="token-line L"><span class="N"></span><span class="C">a</span></span>' +
        '<span class="token-line hl L"><span class="N"></span><span class="C">b</span></span>',
    );
  });
});
