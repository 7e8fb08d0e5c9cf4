import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import util from 'node:util';
import {compile} from '@mdx-js/mdx';
import type {Code, Root} from 'mdast';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import {VFile} from 'vfile';
import {afterAll, describe, expect, it} from 'vitest';
import {headerRules} from '../../src/plugins/security-headers';
import {headersFor} from '../../src/plugins/security-headers/headersFile';
import {policyDirective} from '../../src/plugins/security-headers/csp';
import {
  collectPages,
  extractCodeBlocks,
  findMarkdownFiles,
  parseMeta,
} from '../../scripts/check-code-blocks';
import {buildLivePages, compileAll, projectFiles} from '../../src/plugins/live-examples/examples';
import {findFences} from '../../src/code-blocks/fences';
import {pageKey} from '../../src/code-blocks/blocks';
import {liveExampleId} from '../../src/code-blocks/grammar';
import remarkTsToJsTabs from '../../src/plugins/ts-to-js/remark';
import {
  GROUP_DEPENDENCIES,
  PACKAGE_GROUPS,
  groupOf,
  withDependencies,
} from '../../src/live-examples/runtime/packages';
import {normalizePath, resolveLocal} from '../../src/live-examples/runtime/specifiers';
import {formatArgs, inspect, printStacksWith} from '../../src/live-examples/runtime/format';
import {SANDBOX_PATH, sandboxHtml, sandboxPolicy} from '../../src/plugins/live-examples/sandbox';

const root = path.resolve(__dirname, '../..');
// The docs, and the step-wise fixtures (the one layout the docs may not use yet).
const docs = findMarkdownFiles(['docs', 'tests/unit/fixtures/code-blocks/steps'], root);

describe('the code-block model reads the docs as MDX does, for the checker and the live examples', () => {
  it.each(docs.map((f) => path.relative(root, f)))(
    '%s: the same ts/tsx blocks, laid out as the same project of files',
    (file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      // MDX's own parse of the page finds each block where the model's reader does.
      const mdx = extractCodeBlocks(text, file).problems.filter((p) => p.code === 'mdx');
      expect(mdx).toEqual([]);
      const parsed = extractCodeBlocks(text, file).blocks.map(({line, lang, meta, code}) => ({
        line,
        lang,
        meta,
        code,
      }));
      const scanned = findFences(text)
        .filter((f) => f.lang === 'ts' || f.lang === 'tsx')
        .map(({line, lang, meta, code}) => ({line, lang, meta, code}));
      expect(scanned).toEqual(parsed);

      const [page] = collectPages({paths: [file], rootDir: root});
      const checker = [...page!.files]
        .filter(([, f]) => f.block)
        .map(([virtualPath, f]) => ({
          path: path.relative(page!.root, virtualPath).split(path.sep).join('/'),
          code: f.text,
        }))
        .sort((x, y) => x.path.localeCompare(y.path));
      const ours = projectFiles(text)
        .map(({path: p, block}) => ({path: p, code: block.code}))
        .sort((x, y) => x.path.localeCompare(y.path));
      expect(ours).toEqual(checker);
    },
  );

  it('compiles each file exactly as transpileModule does for the checker', () => {
    const file = path.join(root, 'docs/rtk-query/usage/queries.mdx');
    const files = projectFiles(fs.readFileSync(file, 'utf8'));
    const compiled = compileAll(new Map(files.map((f) => [`/q/${f.path}`, f.block.code])));
    for (const f of files) {
      const expected = ts.transpileModule(f.block.code, {
        fileName: f.path,
        compilerOptions: {
          target: ts.ScriptTarget.ES2022,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.ReactJSX,
        },
      }).outputText;
      expect(compiled.get(`/q/${f.path}`)!.code.trim(), f.path).toBe(expected.trim());
      expect(JSON.parse(compiled.get(`/q/${f.path}`)!.map).mappings).not.toBe('');
    }
  });
});

describe('findFences', () => {
  it('skips a ts fence shown inside a longer fence, and strips the fence indentation', () => {
    const text = [
      '````md',
      '```ts',
      'inner',
      '```',
      '````',
      '',
      '  ```tsx run',
      '  a',
      '   b',
      '  ```',
    ].join('\n');
    expect(findFences(text)).toEqual([
      {line: 1, lang: 'md', meta: '', code: '```ts\ninner\n```', indents: [0, 0, 0]},
      {line: 7, lang: 'tsx', meta: 'run', code: 'a\n b', indents: [2, 2]},
    ]);
  });
});

describe('projectFiles', () => {
  it('puts titled blocks at their title and untitled ones by line, leaving out skip-check', () => {
    const text = [
      '```ts title="src/store"',
      'export const a = 1',
      '```',
      '```ts skip-check="fragment"',
      'x',
      '```',
      '```ts run',
      "import { a } from './src/store'",
      '```',
    ].join('\n');
    expect(projectFiles(text).map((f) => f.path)).toEqual(['src/store.ts', '__block-L7.ts']);
  });

  it("lays out a step-wise page as one project per step with code, each with that step's versions", () => {
    const stepsDir = path.join(root, 'tests/unit/fixtures/code-blocks/steps');
    const files = projectFiles(fs.readFileSync(path.join(stepsDir, 'passing.mdx'), 'utf8'));
    const value = (p: string) => files.find((f) => f.path === p)?.block.code;
    // Sections 1, 2 and 4 have code; section 3 has none and gets no project. The template's
    // App.ts, shown only in section 4, is in every project.
    expect(files.map((f) => f.path)).toEqual([
      'step-1/src/App.ts',
      'step-1/src/main.ts',
      'step-2/src/App.ts',
      'step-2/src/main.ts',
      'step-2/src/value.ts',
      'step-2/__block-L23.ts',
      'step-4/src/App.ts',
      'step-4/src/main.ts',
      'step-4/src/value.ts',
      'step-4/__block-L49.ts',
    ]);
    expect(value('step-2/src/value.ts')).toBe('export const value = 1');
    expect(value('step-4/src/value.ts')).toContain('export const value = 2');
  });

  it("runs a step-wise page's example with its own step's files", async () => {
    const stepsDir = path.join(root, 'tests/unit/fixtures/code-blocks/steps');
    const {pages} = await buildLivePages(stepsDir, root);
    const page = pages.find((p) => p.key === 'passing')!;
    const examples = Object.values(page.examples);
    expect(examples.map((e) => e.files)).toEqual([
      ['step-2/__block-L23.ts', 'step-2/src/value.ts'],
      ['step-4/__block-L49.ts', 'step-4/src/main.ts', 'step-4/src/App.ts', 'step-4/src/value.ts'],
    ]);
  });
});

describe('example ids', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-ids-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  it("the id in a run block's markup finds the example the build step made of it", async () => {
    const file = path.join(dir, 'docs/usage/page.mdx');
    const source = [
      '# Page',
      '',
      '```ts run',
      'console.log(1)',
      '```',
      '',
      '```ts run',
      'console.log(2)',
      '```',
      '',
    ].join('\n');
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, source);

    // The page: the ids the remark plugin writes into the fences, as the CodeBlock reads them.
    const ids: string[] = [];
    const readIds = () => (tree: Root) => {
      visit(tree, 'code', (node: Code) => {
        const id = liveExampleId(node.meta ?? '');
        if (node.lang === 'ts' && id !== undefined) ids.push(id);
      });
    };
    await compile(new VFile({path: file, cwd: dir, value: source}), {
      remarkPlugins: [remarkTsToJsTabs, readIds],
    });
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size, 'two blocks of different code share an id').toBe(2);

    // The build step's data, looked up as the live panel does: page key, then hash.
    const {pages} = await buildLivePages(path.join(dir, 'docs'), dir);
    for (const id of ids) {
      const [key, hash] = id.split('#');
      expect(pages.find((page) => page.key === key)?.examples[hash!], id).toBeDefined();
    }
  });

  it('key a page by its path in docs/, without extension', () => {
    expect(pageKey('/site/docs', '/site/docs/rtk-query/usage/queries.mdx')).toBe(
      'rtk-query/usage/queries',
    );
  });
});

describe('no-browser', () => {
  it('needs a reason and a run block', () => {
    expect(parseMeta('run no-browser="uses node:fs"')).toMatchObject({
      run: true,
      noBrowserReason: 'uses node:fs',
      errors: [],
    });
    expect(parseMeta('run no-browser').errors).toEqual([
      'no-browser needs a reason: no-browser="why it cannot run in a browser"',
    ]);
    expect(parseMeta('no-browser="x"').errors).toEqual(['no-browser only applies to a run block']);
  });
});

describe('resolveLocal', () => {
  const files = new Set(['src/app/store.ts', 'src/features/index.tsx', '__block-L3.ts']);
  const has = (p: string) => files.has(p);
  it('finds a relative import with or without extension, or a folder index', () => {
    expect(resolveLocal('__block-L3.ts', './src/app/store', has)).toBe('src/app/store.ts');
    expect(resolveLocal('src/app/store.ts', '../features', has)).toBe('src/features/index.tsx');
    expect(resolveLocal('src/app/store.ts', './missing', has)).toBeUndefined();
    expect(resolveLocal('src/app/store.ts', 'react', has)).toBeUndefined();
  });
  it('normalizes paths', () => {
    expect(normalizePath('a/b/../c/./d')).toBe('a/c/d');
    expect(normalizePath('../../x')).toBe('x');
  });
});

describe('package groups', () => {
  it('give each specifier one group, and each group what it imports first', () => {
    const all = Object.values(PACKAGE_GROUPS).flat();
    expect(new Set(all).size).toBe(all.length);
    expect(groupOf('@reduxjs/toolkit/query/react')).toBe('react');
    expect(groupOf('node:assert')).toBeUndefined();
    expect(withDependencies(['testing-library'])).toEqual(['core', 'react', 'testing-library']);
    for (const deps of Object.values(GROUP_DEPENDENCIES)) {
      for (const dep of deps) expect(Object.keys(PACKAGE_GROUPS)).toContain(dep);
    }
  });
});

describe('formatArgs', () => {
  // Node itself is the oracle: the sandbox prints what `console.log` prints under Node.
  class Todo {
    id = 1;
    done = false;
  }
  const circular: Record<string, unknown> = {name: 'c'};
  circular.self = circular;
  const CASES: unknown[][] = [
    [{total: 1}],
    ['state', {a: 1}],
    [{a: {b: {c: {d: {e: 1}}}}}],
    [Array.from({length: 150}, (_, i) => i)],
    ['x'.repeat(20_000)],
    [{s: 'x'.repeat(200)}],
    [new Map([['a', {x: 1}]]), new Set([1, 'two'])],
    [new Date(0), new Todo(), /re/g, new Uint8Array([1, 2]), Object.create(null)],
    [function dispatch() {}, () => 1, class Foo {}, async function load() {}],
    // eslint-disable-next-line no-sparse-arrays -- a hole prints as `<1 empty item>`
    [Symbol('s'), 10n, null, undefined, -0, NaN, [undefined, , 3]],
    [
      circular,
      {
        get g() {
          return 1;
        },
      },
      {'key-with-dash': 1, valid_id: 2, 3: 'n'},
    ],
    ['%o', {a: [1, 2]}],
    ['%O %j', {a: 1}, {b: 2}],
    ['%d %i %f', '42.5', 42.5, '3.5'],
    ['%s %s', {a: 1}, 5n],
    ['%c styled', 'color: red'],
    ['100%', 'done'],
    [new TypeError('bad'), {error: new Error('boom')}],
    [{ids: [1], entities: {1: {id: 1, title: 'Learn RTK', completed: false}}, status: 'idle'}],
    [[{type: 'counter/incremented', payload: undefined}]],
    [],
  ];

  it.each(CASES.map((args) => [util.formatWithOptions({}, ...args).slice(0, 40), args]))(
    'prints %j as Node does',
    (_, args) => {
      expect(formatArgs(args)).toBe(util.formatWithOptions({}, ...args));
    },
  );

  it('prints an error with the stack the runtime makes readable, then gives it its own back', () => {
    const error = new Error('boom');
    const own = error.stack;
    printStacksWith({
      stack: (e) => `${e.name}: ${e.message}\n    at main.ts:3:9`,
      text: (text) => text.replaceAll('blob:x/1', 'main.ts'),
    });
    try {
      expect(formatArgs([error])).toBe('Error: boom\n    at main.ts:3:9');
      expect(formatArgs([{error}])).toBe('{\n  error: Error: boom\n      at main.ts:3:9\n}');
      expect(formatArgs(['at blob:x/1:4:2'])).toBe('at main.ts:4:2');
      expect(inspect(error)).toBe('Error: boom\n    at main.ts:3:9');
      expect(error.stack).toBe(own);
      expect(Object.getOwnPropertyNames(error)).toEqual(Object.getOwnPropertyNames(new Error('x')));
    } finally {
      delete (Error.prototype as unknown as Record<symbol, unknown>)[
        Symbol.for('nodejs.util.inspect.custom')
      ];
    }
  });
});

describe('the sandbox document', () => {
  it('closes the network and may be framed by the site only', () => {
    const policy = sandboxPolicy();
    expect(policyDirective(policy, 'default-src')).toEqual(["'none'"]);
    expect(policyDirective(policy, 'connect-src')).toEqual(["'none'"]);
    expect(policyDirective(policy, 'script-src')).toEqual(["'unsafe-inline'", 'blob:']);
    expect(policyDirective(policy, 'frame-ancestors')).toEqual(["'self'"]);
    expect(sandboxHtml()).toContain('http-equiv="Content-Security-Policy"');
    expect(sandboxHtml()).not.toContain('frame-ancestors');
  });

  it('gets its own headers; the pages keep theirs', () => {
    const rules = headerRules('/', ["'sha256-x'"], {});
    const sandbox = headersFor(rules, `/${SANDBOX_PATH}`);
    expect(sandbox.get('Content-Security-Policy')).toBe(sandboxPolicy());
    expect(sandbox.get('X-Frame-Options')).toBe('SAMEORIGIN');
    expect(sandbox.get('X-DNS-Prefetch-Control')).toBe('off');
    const page = headersFor(rules, '/api/createSlice');
    expect(page.get('X-Frame-Options')).toBe('DENY');
    expect(policyDirective(page.get('Content-Security-Policy')!, 'frame-ancestors')).toEqual([
      "'none'",
    ]);
  });
});
