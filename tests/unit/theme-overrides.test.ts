import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {overrideFolders} from './theme-folders';

// Every folder in src/theme shadows a component of the installed theme (or of core's fallback
// theme, for Error). If an upgrade renames or removes that component, the override would stop
// applying without any error; this test makes the upgrade fail loudly instead.
const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');
const shippedThemes = [
  path.join(root, 'node_modules/@docusaurus/theme-classic/lib/theme'),
  path.join(root, 'node_modules/@docusaurus/theme-search-algolia/lib/theme'),
  path.join(root, 'node_modules/@docusaurus/core/lib/client/theme-fallback'),
];

function ships(component: string): boolean {
  return shippedThemes.some(
    (theme) =>
      fs.existsSync(path.join(theme, component, 'index.js')) ||
      fs.existsSync(path.join(theme, `${component}.js`)),
  );
}

describe('theme overrides', () => {
  const found = overrideFolders();

  it('exist (the site overrides Error and NotFound/Content)', () => {
    expect(found).toEqual(expect.arrayContaining(['Error', 'NotFound/Content']));
  });

  it.each(found)('src/theme/%s shadows a component the installed theme ships', (component) => {
    expect(
      ships(component),
      `no theme ships "${component}" any more; update or drop the override`,
    ).toBe(true);
  });

  it.each(found)('src/theme/%s says at its top why it exists', (component) => {
    const file = ['index.tsx', 'index.ts']
      .map((f) => path.join(themeDir, component, f))
      .find((f) => fs.existsSync(f))!;
    expect(
      fs.readFileSync(file, 'utf8').trimStart().startsWith('//'),
      `${file} must open with a comment`,
    ).toBe(true);
  });

  it("Error's internal import of core's route context still resolves", () => {
    expect(
      fs.existsSync(path.join(root, 'node_modules/@docusaurus/core/lib/client/routeContext.js')),
    ).toBe(true);
  });
});
