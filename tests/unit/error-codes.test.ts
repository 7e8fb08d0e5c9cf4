import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {extractErrorCodes, extractFromBundle} from '../../src/plugins/error-codes/extract';

const distDir = path.resolve(__dirname, '../../node_modules/@reduxjs/toolkit/dist');

describe('extractFromBundle', () => {
  it('reads the code, the development message and the source region', () => {
    const bundle = [
      '//#region src/thing.ts',
      'function f(x) {',
      '  throw new Error(process.env.NODE_ENV === "production" ? _formatProdErrorMessage(7) : `bad ${typeof x} value`);',
      '}',
    ].join('\n');
    expect(extractFromBundle(bundle, 'x.mjs')).toEqual([
      {
        code: 7,
        message: 'bad ${typeof x} value',
        sources: ['src/thing.ts'],
        developmentOnly: false,
      },
    ]);
  });

  it('marks a code thrown only inside a check that production builds leave out', () => {
    const error = (code: number) =>
      `throw new Error(process.env.NODE_ENV === "production" ? formatProdErrorMessage(${code}) : "m${code}");`;
    const bundle = [
      `if (process.env.NODE_ENV !== "production") { ${error(1)} }`,
      `if (process.env.NODE_ENV === "production") f(); else { ${error(2)} }`,
      `process.env.NODE_ENV === "development" && ready && (() => { ${error(3)} })();`,
      `if (ready) { ${error(4)} }`,
      `if (process.env.NODE_ENV !== "production" || ready) { ${error(5)} }`,
    ].join('\n');
    expect(
      extractFromBundle(bundle, 'x.mjs').map(({code, developmentOnly}) => [code, developmentOnly]),
    ).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      // Runs in production too whenever `ready` is set.
      [5, false],
    ]);
  });

  it('ignores conditionals that are not production error messages', () => {
    const bundle = 'const a = process.env.NODE_ENV === "production" ? 1 : "dev";';
    expect(extractFromBundle(bundle, 'x.mjs')).toEqual([]);
  });
});

describe('extractErrorCodes on the installed @reduxjs/toolkit', () => {
  const codes = extractErrorCodes(distDir);

  it('finds the codes of every entry point, sorted and unique', () => {
    expect(codes.length, 'no codes found: did the package change its build?').toBeGreaterThan(30);
    const numbers = codes.map((c) => c.code);
    expect(numbers).toEqual([...new Set(numbers)].sort((a, b) => a - b));
  });

  it('flags as development-only exactly the codes the production bundles never throw', () => {
    // The production bundles are minified: their error calls are `alias(N)`, where the alias is
    // the function that writes "Minified Redux Toolkit error #N", or `x.formatProdErrorMessage)(N)`.
    const thrown = new Set<number>();
    const bundles = fs
      .readdirSync(distDir, {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.production.min.cjs'));
    expect(bundles.length).toBeGreaterThan(2);
    for (const file of bundles) {
      const text = fs.readFileSync(path.join(distDir, file), 'utf8');
      const aliases = [
        ...text.matchAll(/function ([\w$]+)\(\w+\)\{return`Minified Redux Toolkit error/g),
      ].map((m) => m[1]!.replace(/\$/g, '\\$'));
      const calls = new RegExp(
        `(?:[^\\w$](?:${[...aliases, '\\w+\\.formatProdErrorMessage\\)'].join('|')}))\\((\\d+)\\)`,
        'g',
      );
      for (const m of text.matchAll(calls)) thrown.add(Number(m[1]));
    }
    const production = codes.filter((c) => !c.developmentOnly).map((c) => c.code);
    expect(
      production.length,
      'no code is thrown in production: did the build change?',
    ).toBeGreaterThan(5);
    expect(production).toEqual(
      [...thrown].filter((n) => codes.some((c) => c.code === n)).sort((a, b) => a - b),
    );
  });

  it.each(codes.map((c) => [c.code, c] as const))(
    'error %i has a readable message',
    (code, entry) => {
      expect(entry.message.trim(), `error ${code} has an empty message`).not.toBe('');
      expect(entry.sources.length, `error ${code} names no source file`).toBeGreaterThan(0);
    },
  );
});

describe('the error-codes plugin', () => {
  it('publishes the installed version and its codes for the /errors page', async () => {
    const {default: errorCodesPlugin, loadErrorCodesData} =
      await import('../../src/plugins/error-codes');
    const root = path.resolve(__dirname, '../..');
    const data = loadErrorCodesData(root);
    const {version} = (await import('@reduxjs/toolkit/package.json', {with: {type: 'json'}}))
      .default;
    expect(data.toolkitVersion).toBe(version);
    expect(data.codes).toEqual(extractErrorCodes(distDir));

    const written: Record<string, string> = {};
    const plugin = errorCodesPlugin({siteDir: root} as Parameters<typeof errorCodesPlugin>[0]);
    await plugin.contentLoaded!({
      content: undefined,
      actions: {
        createData: async (name: string, json: string) => {
          written[name] = json;
          return name;
        },
      } as never,
    });
    expect(JSON.parse(written['error-codes.json']!)).toEqual(data);
  });
});
