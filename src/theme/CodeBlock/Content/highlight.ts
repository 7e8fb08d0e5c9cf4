// Prism with the site's languages, turning code into lines of tokens. The server bundle uses it
// for every prerendered block; the browser loads it as a chunk of its own, only for a block that
// first renders there (see ./index.tsx).
import {normalizeTokens, Prism, type Token} from 'prism-react-renderer';
import {findTypeQueries} from '@site/src/code-blocks/typeQueries';

// prism-react-renderer bundles ts, tsx, js, jsx, json, yaml, html, graphql and more; Prism's own
// components add the rest. They register themselves on a global `Prism`, so one is lent to them.
const lent = (globalThis as {Prism?: unknown}).Prism;
(globalThis as {Prism?: unknown}).Prism = Prism;
/* eslint-disable @typescript-eslint/no-require-imports -- evaluated after the global is set */
require('prismjs/components/prism-bash');
require('prismjs/components/prism-diff');
/* eslint-enable @typescript-eslint/no-require-imports */
if (lent === undefined) delete (globalThis as {Prism?: unknown}).Prism;
else (globalThis as {Prism?: unknown}).Prism = lent;

/** The same tokens prism-react-renderer's <Highlight> gives; unknown languages stay plain. */
export function tokenize(code: string, language: string): Token[][] {
  const grammar = Prism.languages[language.toLowerCase()];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as (string | Prism.Token)[]};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  const lines = normalizeTokens(env.tokens);
  return QUERY_LANGUAGES.has(language) ? markTypeQueries(code, lines) : lines;
}

const QUERY_LANGUAGES: ReadonlySet<string> = new Set(['ts', 'tsx', 'js', 'jsx']);

/**
 * A type query line (`//    ^? Type`, see src/code-blocks/typeQueries.ts) shows its type as
 * code in a box of its own (`.token.type-query`, src/css/code-tokens.css), not as comment text:
 * the checker has proven it is the compiler's type.
 */
function markTypeQueries(code: string, lines: Token[][]): Token[][] {
  const sourceLines = code.split(/\r\n|\r|\n/);
  for (const query of findTypeQueries(code)) {
    const text = sourceLines[query.line]!;
    const indent = /^[ \t]*/.exec(text)![0];
    const marker = text.slice(indent.length, text.indexOf('^?') + 2);
    lines[query.line] = [
      ...(indent ? [{types: ['plain'], content: indent}] : []),
      {types: ['comment'], content: marker},
      ...(query.stated
        ? [
            {types: ['plain'], content: ' '},
            {types: ['type-query'], content: query.stated},
          ]
        : []),
    ];
  }
  return lines;
}
