import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {overrideFolders} from './theme-folders';

// The override ledger (src/theme/README.md) lists every file of src/theme that shadows or copies
// a theme component. An eject or a copy was taken from one version of the theme; when the
// installed version changes, this test fails for each of them, so that every upgrade re-reads
// each eject against the new theme's diff and updates its row (and its header comment).
const root = path.resolve(__dirname, '../..');
const themeDir = path.join(root, 'src/theme');
const ledgerText = fs.readFileSync(path.join(themeDir, 'README.md'), 'utf8');

type Row = {override: string; kind: string; takenFrom: string; reason: string; evidence: string};

/** The rows of the ledger's table: `| \`Override\` | kind | package@version | reason | evidence |`. */
function ledgerRows(text: string): Row[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      const [override, kind, takenFrom, reason, evidence] = cells;
      return {
        override: override!.replace(/`/g, ''),
        kind: kind!,
        takenFrom: takenFrom!.replace(/`/g, ''),
        reason: reason!,
        evidence: evidence ?? '',
      };
    });
}

/** The file a row describes: a folder's index, or a file named with its extension. */
function fileOf(override: string): string {
  if (/\.tsx?$/.test(override)) return path.join(themeDir, override);
  return ['index.tsx', 'index.ts']
    .map((f) => path.join(themeDir, override, f))
    .find((f) => fs.existsSync(f))!;
}

function installedVersion(pkg: string): string {
  const manifest = path.join(root, 'node_modules', pkg, 'package.json');
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {version: string}).version;
}

const rows = ledgerRows(ledgerText);
const KINDS = ['wrap', 'eject', 'replace', 'copy'];
const REASONS = ['specification', 'bug fix', 'speed', 'accessibility', 'feature'];

describe('the theme override ledger', () => {
  it('has a row for every override folder, and every row names one that exists', () => {
    const folders = overrideFolders();
    expect(folders.length).toBeGreaterThan(5);
    const named = rows.map((row) => row.override);
    for (const folder of folders)
      expect(named, `no ledger row for src/theme/${folder}`).toContain(folder);
    for (const row of rows) {
      const file = fileOf(row.override);
      expect(file && fs.existsSync(file), `src/theme/${row.override} does not exist`).toBe(true);
    }
    expect(new Set(named).size).toBe(named.length);
  });

  it.each(rows)('$override: a known kind and reason, and evidence for speed', (row) => {
    expect(KINDS).toContain(row.kind);
    const reasons = row.reason.split(/,\s*/);
    for (const reason of reasons) expect(REASONS).toContain(reason);
    if (reasons.includes('speed')) {
      // A figure: bytes or milliseconds.
      expect(row.evidence, `${row.override} is kept for speed: give its figure`).toMatch(
        /\d[\d.,]*\s*(ms|kB|KB|KiB|bytes)\b/,
      );
    }
  });

  const taken = rows.filter((row) => row.kind !== 'wrap');

  it.each(taken)(
    '$override was taken from the installed version of its package ($takenFrom)',
    ({override, takenFrom}) => {
      const match = /^(@?[^@\s]+)@(\d+\.\d+\.\d+)$/.exec(takenFrom);
      expect(match, `${override}: "Taken from" must read package@version`).not.toBeNull();
      const [, pkg, version] = match!;
      expect(
        installedVersion(pkg!),
        `${pkg} is no longer ${version}: re-read the theme's diff for src/theme/${override}, ` +
          're-apply its changes, then update its row and its header comment',
      ).toBe(version);
      // The file's own header names the same version.
      const header = fs.readFileSync(fileOf(override), 'utf8').split('\n').slice(0, 6).join('\n');
      expect(header, `src/theme/${override}'s header must name ${version}`).toContain(version);
    },
  );
});
