import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';

const docsDir = path.resolve(__dirname, '../../docs');

type Item = string | {type: string; id?: string; href?: string; label?: string; items?: Item[]};

function walk(items: readonly Item[]): {ids: string[]; links: string[]} {
  const ids: string[] = [];
  const links: string[] = [];
  for (const item of items) {
    if (typeof item === 'string') ids.push(item);
    else if (item.type === 'doc' && item.id) ids.push(item.id);
    else if (item.type === 'link' && item.href) links.push(item.href);
    else if (item.items) {
      expect(item.items.length, `category "${item.label}" is empty`).toBeGreaterThan(0);
      const inner = walk(item.items);
      ids.push(...inner.ids);
      links.push(...inner.links);
    }
  }
  return {ids, links};
}

function docExists(id: string): boolean {
  return ['.md', '.mdx'].some((ext) => fs.existsSync(path.join(docsDir, id + ext)));
}

function allDocIds(dir = docsDir, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory())
      return allDocIds(path.join(dir, entry.name), `${prefix}${entry.name}/`);
    const match = /^(.*)\.mdx?$/.exec(entry.name);
    return match ? [`${prefix}${match[1]}`] : [];
  });
}

describe('the docs sidebar', () => {
  const {ids, links} = walk(sidebars.docs as Item[]);

  it('is the only sidebar', () => {
    expect(Object.keys(sidebars)).toEqual(['docs']);
  });

  it.each(ids)('lists %s, which exists as a page', (id) => {
    expect(docExists(id), `sidebars.ts lists "${id}" but docs/${id}.mdx does not exist`).toBe(true);
  });

  it('lists every written page once, except the internal RTK Query pages', () => {
    expect(new Set(ids).size, 'a page is listed twice').toBe(ids.length);
    const missing = allDocIds().filter(
      (id) => !id.startsWith('rtk-query/internal/') && !ids.includes(id),
    );
    expect(missing, 'pages without a sidebar entry; add them to sidebars.ts').toEqual([]);
  });

  it('keeps the order DECISIONS.md sets for the sections', () => {
    const labels = (sidebars.docs as {label: string}[]).map((c) => c.label);
    expect(labels).toEqual([
      'Introduction',
      'Tutorials',
      'Using Redux Toolkit',
      'API Reference',
      'RTK Query',
    ]);
    expect(ids.slice(0, 2)).toEqual([
      'introduction/getting-started',
      'introduction/why-rtk-is-redux-today',
    ]);
  });

  it('links to the error codes page', () => {
    expect(links).toContain('/errors');
  });
});
