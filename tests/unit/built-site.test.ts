import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {loadedDocs, readPageHtml} from '../../src/build/builtSite';

describe('readPageHtml', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-site-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const write = (file: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), file);
  };
  write('index.html');
  write('api/createSlice.html');
  write('usage/index.html');
  write('404.html');

  it.each([
    ['/', 'index.html'],
    ['/api/createSlice', 'api/createSlice.html'],
    ['/usage/', 'usage/index.html'],
    ['/404.html', '404.html'],
  ])('finds %s in %s', async (route, file) => {
    expect(await readPageHtml(dir, '/', route)).toBe(file);
  });

  it('strips the base URL, and fails for a route without a file', async () => {
    expect(await readPageHtml(dir, '/docs/', '/docs/api/createSlice')).toBe('api/createSlice.html');
    await expect(readPageHtml(dir, '/', '/nope')).rejects.toThrow('no HTML file for route /nope');
  });
});

describe('loadedDocs', () => {
  it("returns the docs plugin's version, and fails without one", () => {
    const version = {docs: [], sidebars: {}};
    const plugins = [
      {name: 'other', content: {}},
      {name: 'docusaurus-plugin-content-docs', content: {loadedVersions: [version]}},
    ] as unknown as Parameters<typeof loadedDocs>[0];
    expect(loadedDocs(plugins)).toBe(version);
    expect(() => loadedDocs([])).toThrow('the docs plugin has no loaded content');
  });
});
