import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {formatLlmsTxt, markdownPath, pagesInSidebarOrder} from '../../src/plugins/llms-txt';
import {toPlainMarkdown, type LinkContext} from '../../src/plugins/llms-txt/markdown';
import {MARKER_KEYS, MARKERS} from '../../src/code-blocks/grammar';

const DOCS = '/site/docs';
const context: LinkContext = {
  sourceFile: path.join(DOCS, 'api/createSlice.mdx'),
  pageUrlBySource: new Map([
    [path.join(DOCS, 'api/createReducer.mdx'), 'https://example.org/base/api/createReducer'],
    [path.join(DOCS, 'usage/usage-guide.mdx'), 'https://example.org/base/usage/usage-guide'],
  ]),
  siteRoot: 'https://example.org/base',
};

describe('toPlainMarkdown', () => {
  it('drops front matter, MDX imports and heading-id comments; keeps the rest as written', () => {
    const source = [
      '---',
      'title: createSlice',
      'description: About slices.',
      '---',
      "import Tabs from '@theme/Tabs'",
      "import TabItem from '@theme/TabItem'",
      '',
      '# `createSlice`',
      '',
      'Text with `code` and **bold**.',
      '',
      '## Parameters {/* #parameters */}',
      '',
      ':::tip Remember',
      'An admonition.',
      ':::',
    ].join('\n');
    expect(toPlainMarkdown(source, 'createSlice', context)).toBe(
      [
        '# `createSlice`',
        '',
        'Text with `code` and **bold**.',
        '',
        '## Parameters',
        '',
        ':::tip Remember',
        'An admonition.',
        ':::',
        '',
      ].join('\n'),
    );
  });

  it('keeps code blocks byte for byte, blank lines and MDX-looking lines included', () => {
    const code = [
      '```ts title="src/store.ts" run',
      "import {configureStore} from '@reduxjs/toolkit'",
      '',
      '',
      '<Tabs>',
      '## not a heading {/* #x */}',
      '```',
    ];
    const out = toPlainMarkdown(['# T', '', ...code].join('\n'), 'T', context);
    expect(out).toBe(['# T', '', '```ts title="src/store.ts"', ...code.slice(1), ''].join('\n'));
  });

  it('drops only the checker meta from fences', () => {
    const out = toPlainMarkdown(
      '# T\n\n```tsx {3-5} skip-check="needs a DOM" showLineNumbers\nx\n```\n',
      'T',
      context,
    );
    expect(out).toContain('```tsx {3-5} showLineNumbers\n');
  });

  it.each(MARKER_KEYS)('drops the marker %s of the code-block grammar from every fence', (key) => {
    const marker = MARKERS[key] === 'flag' ? key : `${key}="a reason, or an id#1"`;
    const fences = [
      `\`\`\`ts ${marker}`,
      `\`\`\`ts title="src/app/store.ts" ${marker} {2}`,
      `  ~~~tsx ${marker} showLineNumbers`,
    ];
    const source = fences.map((fence) => `${fence}\nconst x = 1\n${fence.trim().slice(0, 3)}`);
    const out = toPlainMarkdown(['# T', ...source].join('\n\n'), 'T', context);
    expect(out.split('\n').filter((line) => /^\s*(`{3}|~{3})\w/.test(line))).toEqual([
      '```ts',
      '```ts title="src/app/store.ts" {2}',
      '  ~~~tsx showLineNumbers',
    ]);
  });

  it('turns tabs into a bold label per tab', () => {
    const source = [
      '# Install',
      '',
      '<Tabs groupId="package-manager">',
      '<TabItem value="npm" label="npm">',
      '',
      '```bash',
      'npm install @reduxjs/toolkit',
      '```',
      '',
      '</TabItem>',
      '<TabItem value="yarn" label="Yarn">',
      '',
      '```bash',
      'yarn add @reduxjs/toolkit',
      '```',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
      'After.',
    ].join('\n');
    expect(toPlainMarkdown(source, 'Install', context)).toBe(
      [
        '# Install',
        '',
        '**npm**',
        '',
        '```bash',
        'npm install @reduxjs/toolkit',
        '```',
        '',
        '**Yarn**',
        '',
        '```bash',
        'yarn add @reduxjs/toolkit',
        '```',
        '',
        'After.',
        '',
      ].join('\n'),
    );
  });

  it('makes links to other docs and site paths absolute, and leaves the others alone', () => {
    const out = toPlainMarkdown(
      [
        '# T',
        '',
        'See [createReducer](./createReducer.mdx#builder), [the guide](../usage/usage-guide.mdx),',
        '[errors](/errors?code=1), [a section](#parameters), [MDN](https://developer.mozilla.org)',
        'and [a missing doc](./nope.mdx).',
        '[`invalidateTags([{ type: \'Todo\' }])`](./createReducer.mdx#x), ![img](../usage/usage-guide.mdx "t")',
      ].join('\n'),
      'T',
      context,
    );
    expect(out).toContain('[createReducer](https://example.org/base/api/createReducer#builder)');
    expect(out).toContain('[the guide](https://example.org/base/usage/usage-guide)');
    expect(out).toContain('[errors](https://example.org/base/errors?code=1)');
    expect(out).toContain('[a section](#parameters)');
    expect(out).toContain('[MDN](https://developer.mozilla.org)');
    expect(out).toContain('[a missing doc](./nope.mdx)');
    expect(out).toContain(
      "[`invalidateTags([{ type: 'Todo' }])`](https://example.org/base/api/createReducer#x)",
    );
    expect(out).toContain('![img](https://example.org/base/usage/usage-guide "t")');
  });

  it('adds the title heading when the source has none', () => {
    expect(toPlainMarkdown('---\ntitle: X\n---\n\nBody.\n', 'X', context)).toBe('# X\n\nBody.\n');
  });
});

describe('llms.txt', () => {
  const doc = (id: string, title = id) => ({
    id,
    title,
    description: `About ${title}.`,
    source: `@site/docs/${id}.mdx`,
    permalink: `/${id}`,
  });
  const docs = [
    doc('api/createSlice', 'createSlice'),
    doc('introduction/getting-started', 'Getting Started'),
    doc('rtk-query/api/created-api/hooks', 'Hooks'),
    doc('rtk-query/internal/overview', 'Internals'),
    doc('rtk-query/overview', 'RTK Query Overview'),
    {...doc('drafts/hidden'), unlisted: true},
  ];
  const sidebars = {
    docs: [
      {
        type: 'category' as const,
        label: 'Introduction',
        items: [{type: 'doc' as const, id: 'introduction/getting-started'}],
      },
      {
        type: 'category' as const,
        label: 'API Reference',
        items: [{type: 'doc' as const, id: 'api/createSlice'}, {type: 'link' as const}],
      },
      {
        type: 'category' as const,
        label: 'RTK Query',
        items: [
          {
            type: 'category' as const,
            label: 'Generated API Slices',
            items: [{type: 'doc' as const, id: 'rtk-query/api/created-api/hooks'}],
          },
          {type: 'doc' as const, id: 'rtk-query/overview'},
        ],
      },
    ],
  };

  it("orders pages as the sidebar does, a section's own pages first; pages outside it come last, unlisted ones never", () => {
    const pages = pagesInSidebarOrder(docs, sidebars);
    expect(pages.map((p) => [p.doc.id, p.section])).toEqual([
      ['introduction/getting-started', ['Introduction']],
      ['api/createSlice', ['API Reference']],
      ['rtk-query/overview', ['RTK Query']],
      ['rtk-query/api/created-api/hooks', ['RTK Query', 'Generated API Slices']],
      ['rtk-query/internal/overview', []],
    ]);
  });

  it('lists each page under its section with its .md URL and description', () => {
    const text = formatLlmsTxt({
      title: 'Redux Toolkit',
      tagline: 'Tagline.',
      toolkitVersion: '2.14.0',
      siteRoot: 'https://example.org/base/',
      pages: pagesInSidebarOrder(docs, sidebars),
    });
    expect(text).toMatch(/^# Redux Toolkit\n\n> Tagline\.\n\n/);
    expect(text).toContain(
      '## Introduction\n\n- [Getting Started](https://example.org/base/introduction/getting-started.md): About Getting Started.\n',
    );
    expect(text).toContain(
      '## RTK Query\n\n- [RTK Query Overview](https://example.org/base/rtk-query/overview.md): About RTK Query Overview.\n\n### Generated API Slices\n\n- [Hooks](https://example.org/base/rtk-query/api/created-api/hooks.md): About Hooks.\n',
    );
    expect(text).toContain('## Other pages\n\n- [Internals](');
    expect(text).toContain('- [All pages as Markdown](https://example.org/base/llms-full.txt)');
    expect(text).not.toContain('hidden');
    expect(text).not.toMatch(/\n{3}/);
  });

  it("puts a page's twin at its path plus .md", () => {
    expect(markdownPath('/api/createSlice')).toBe('/api/createSlice.md');
    expect(markdownPath('/docs/')).toBe('/docs/index.md');
  });
});
