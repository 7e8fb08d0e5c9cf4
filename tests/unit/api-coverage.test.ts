import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {
  checkCoverage,
  formatReport,
  listExports,
  proseOf,
  ROOT_DIR,
} from '../../scripts/check-api-coverage';

const DOCS_DIR = path.join(ROOT_DIR, 'docs');

describe('listExports', () => {
  const exports = listExports();
  const find = (name: string) => exports.find((e) => e.name === name);

  it('reads values and type-only exports of the four entry points', () => {
    expect(find('createSlice')).toEqual({
      name: 'createSlice',
      kind: 'value',
      entryPoints: ['@reduxjs/toolkit', '@reduxjs/toolkit/react'],
    });
    expect(find('PayloadAction')?.kind).toBe('type');
    expect(find('ApiProvider')).toEqual({
      name: 'ApiProvider',
      kind: 'value',
      entryPoints: ['@reduxjs/toolkit/query/react'],
    });
    expect(find('createApi')?.entryPoints).toEqual([
      '@reduxjs/toolkit/query',
      '@reduxjs/toolkit/query/react',
    ]);
    expect(find('CreateDispatchWithMiddlewareHook')?.entryPoints).toEqual([
      '@reduxjs/toolkit/react',
    ]);
  });

  it('counts `export {type X}` of an enum as a type, and renamed exports by their public name', () => {
    expect(find('DefinitionType')?.kind).toBe('type');
    expect(find('QueryStatus')?.kind).toBe('value');
    expect(find('TSHelpersId')?.kind).toBe('type');
    expect(find('Id')).toBeUndefined();
  });

  it('matches what the runtime bundles export', async () => {
    for (const entry of ['@reduxjs/toolkit', '@reduxjs/toolkit/query/react'] as const) {
      const runtime = Object.keys((await import(entry)) as object).sort();
      const values = exports
        .filter((e) => e.kind === 'value' && e.entryPoints.includes(entry))
        .map((e) => e.name)
        .sort();
      expect(values, entry).toEqual(runtime);
    }
  });
});

describe('proseOf', () => {
  it('drops front matter, fenced code and MDX imports, keeps inline code and headings', () => {
    const prose = proseOf(
      [
        '---',
        'title: inFrontMatter',
        '---',
        "import Tabs from '@theme/Tabs'",
        '',
        '## `inHeading`',
        '',
        'Text with `inInlineCode`.',
        '',
        '````md',
        '```ts',
        'inNestedFence',
        '```',
        '````',
        '  ```ts',
        '  inIndentedFence()',
        '  ```',
        '| `inTable` |',
      ].join('\n'),
    );
    expect(prose).toContain('inHeading');
    expect(prose).toContain('inInlineCode');
    expect(prose).toContain('inTable');
    for (const gone of ['inFrontMatter', 'Tabs', 'inNestedFence', 'inIndentedFence']) {
      expect(prose).not.toContain(gone);
    }
  });
});

describe('checkCoverage', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-coverage-'));
  });
  afterAll(() => fs.rmSync(tmp, {recursive: true, force: true}));

  /** A copy of docs/ with every mention of `name` renamed. */
  function docsWithout(name: string): string {
    const dir = path.join(tmp, name);
    fs.cpSync(DOCS_DIR, dir, {recursive: true});
    const word = new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
    for (const file of fs.readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
      const abs = path.join(dir, file);
      if (!/\.mdx?$/.test(file)) continue;
      fs.writeFileSync(abs, fs.readFileSync(abs, 'utf8').replace(word, 'renamedAway'));
    }
    return dir;
  }

  it('passes on the real docs: every export is documented', () => {
    const report = checkCoverage(DOCS_DIR);
    expect(report.undocumented.map((e) => e.name)).toEqual([]);
    expect(report.staleInternal).toEqual([]);
    expect(formatReport(report)).toContain('Every public export is documented.');
  });

  it.each(['createDraftSafeSelectorCreator', 'TypedUseQueryStateOptions'])(
    'fails when the docs no longer mention %s, and names it',
    (name) => {
      const report = checkCoverage(docsWithout(name));
      expect(report.undocumented.map((e) => e.name)).toEqual([name]);
      expect(formatReport(report, true)).toMatch(
        new RegExp(`UNDOCUMENTED \\(1\\)[\\s\\S]*${name}`),
      );
    },
  );

  it('accepts an allow-listed internal and reports stale allow-list entries', () => {
    const docs = docsWithout('copyWithStructuralSharing');
    const allowed = checkCoverage(docs, ROOT_DIR, {copyWithStructuralSharing: 'test reason'});
    expect(allowed.undocumented).toEqual([]);
    expect(allowed.staleInternal).toEqual([]);
    expect(formatReport(allowed, true)).toContain('copyWithStructuralSharing: test reason');

    const stale = checkCoverage(DOCS_DIR, ROOT_DIR, {notAnExport: 'x', createSlice: 'y'});
    expect(stale.staleInternal).toEqual(['notAnExport', 'createSlice']);
  });
});
