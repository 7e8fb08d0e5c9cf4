import fs from 'node:fs';
import path from 'node:path';

/** src/theme, where each folder with an index file shadows the theme component of its path. */
export const THEME_DIR = path.resolve(__dirname, '../../src/theme');

/** The override folders of src/theme, as theme paths (`CodeBlock/Content`). */
export function overrideFolders(dir = THEME_DIR, prefix = ''): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const name = `${prefix}${entry.name}`;
    const hasIndex = fs
      .readdirSync(path.join(dir, entry.name))
      .some((f) => /^index\.tsx?$/.test(f));
    return [
      ...(hasIndex ? [name] : []),
      ...overrideFolders(path.join(dir, entry.name), `${name}/`),
    ];
  });
}
