import {compile} from '@mdx-js/mdx';
import type {Code, Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {describe, expect, it} from 'vitest';
import remarkTsToJsTabs, {
  javaScriptFileName,
  javaScriptMeta,
} from '../../src/plugins/ts-to-js/remark';

const page = [
  "import Tabs from '@theme/Tabs'",
  '',
  '# A page',
  '',
  '```ts title="src/app/store.ts" {2}',
  "import { configureStore } from '@reduxjs/toolkit'",
  'export const store = configureStore({ reducer: {} })',
  'export type RootState = ReturnType<typeof store.getState>',
  '```',
  '',
  '```ts skip-check="signature only"',
  'function f(x: number): string',
  '```',
  '',
  '```bash',
  'npm install @reduxjs/toolkit',
  '```',
].join('\n');

/** Compiles MDX with the plugin to the JavaScript module MDX would hand to the bundler. */
async function compilePage(source: string): Promise<string> {
  const output = await compile(source, {remarkPlugins: [remarkTsToJsTabs], jsx: true});
  return String(output);
}

/** The code nodes after the plugin ran, as the theme's CodeBlock will receive them. */
async function codeNodes(source: string): Promise<Code[]> {
  const found: Code[] = [];
  const capture = () => (tree: Root) => {
    visit(tree, 'code', (node: Code) => {
      found.push(node);
    });
  };
  await compile(source, {remarkPlugins: [remarkTsToJsTabs, capture]});
  return found;
}

describe('remarkTsToJsTabs', () => {
  it('turns a checked TypeScript block into a TypeScript / JavaScript tab pair', async () => {
    const code = await compilePage(page);
    expect(code).toContain("import GeneratedLanguageTabs from '@theme/Tabs'");
    expect(code).toContain("import GeneratedLanguageTabItem from '@theme/TabItem'");
    expect(code).toContain('label="TypeScript"');
    expect(code).toContain('label="JavaScript"');
  });

  it('generates the JavaScript twin from the TypeScript, with a .js title', async () => {
    const [ts, js, ...rest] = await codeNodes(page);
    expect(ts).toMatchObject({lang: 'ts', meta: 'title="src/app/store.ts" {2}'});
    expect(js).toMatchObject({lang: 'js', meta: 'title="src/app/store.js"'});
    expect(js!.value).toBe(
      "import { configureStore } from '@reduxjs/toolkit'\n" +
        'export const store = configureStore({ reducer: {} })',
    );
    expect(rest.map((n) => n.lang)).toEqual(['ts', 'bash']);
  });

  it('puts every pair, on every page, in one tab group, so the reader’s choice carries over', async () => {
    const other = await compilePage(
      '# Another\n\n```ts\nexport const a = 1\n```\n\n```tsx\nexport const b = <p />\n```\n',
    );
    const groups = [await compilePage(page), other].flatMap((code) =>
      [...code.matchAll(/<GeneratedLanguageTabs\b[^>]*\bgroupId="([^"]+)"/g)].map(([, id]) => id),
    );
    expect(groups).toHaveLength(3);
    expect(new Set(groups).size).toBe(1);
  });

  it('leaves opted-out blocks and other languages alone', async () => {
    const code = await compilePage(page);
    expect(code.match(/label="JavaScript"/g)).toHaveLength(1);
    expect(code).toContain('function f(x: number): string');
    expect(code).toContain('npm install @reduxjs/toolkit');
  });

  it('adds no imports to a page without TypeScript blocks', async () => {
    const code = await compilePage('# Plain\n\n```js\nconsole.log(1)\n```\n');
    expect(code).not.toContain('GeneratedLanguageTabs');
  });

  it('keeps the page’s own Tabs import usable', async () => {
    const code = await compilePage(page);
    expect(code).toContain("import Tabs from '@theme/Tabs'");
  });
});

describe('javaScriptMeta', () => {
  it('renames the title and drops TypeScript line ranges', () => {
    expect(javaScriptMeta('title="src/App.tsx" {3-5} showLineNumbers')).toBe(
      'title="src/App.jsx" showLineNumbers',
    );
    expect(javaScriptMeta('{1,2}')).toBeNull();
    expect(javaScriptMeta(undefined)).toBeNull();
  });

  it.each([
    ['store.ts', 'store.js'],
    ['App.tsx', 'App.jsx'],
    ['worker.mts', 'worker.mjs'],
    ['legacy.cts', 'legacy.cjs'],
    ['README.md', 'README.md'],
  ])('%s becomes %s', (from, to) => {
    expect(javaScriptFileName(from)).toBe(to);
  });
});
