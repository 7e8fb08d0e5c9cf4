import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as standIn from '../../src/plugins/tslib-helper/importDefault.client';
import {TSLIB_USER} from '../../src/plugins/tslib-helper';

const {__importDefault} = standIn;

const packageLib = path.resolve(__dirname, '../../node_modules', TSLIB_USER, 'lib');

describe('the tslib stand-in for @docusaurus/utils-common', () => {
  it('exports every tslib helper the package calls', () => {
    const used = new Set<string>();
    for (const file of fs.readdirSync(packageLib).filter((f) => f.endsWith('.js'))) {
      const source = fs.readFileSync(path.join(packageLib, file), 'utf8');
      for (const [, helper] of source.matchAll(/tslib_1\.(__\w+)/g)) used.add(helper!);
    }
    expect(used.size).toBeGreaterThan(0);
    // What the bundle gets in place of tslib is the stand-in module itself: its exports.
    const missing = [...used].filter(
      (helper) => typeof (standIn as Record<string, unknown>)[helper] !== 'function',
    );
    expect(missing, 'add these helpers to importDefault.client.ts, as tslib writes them').toEqual(
      [],
    );
  });

  it('__importDefault wraps CommonJS exports and passes ES modules through, as tslib does', () => {
    const esModule = {__esModule: true, default: 1};
    expect(__importDefault(esModule)).toBe(esModule);
    const commonJs = {a: 1};
    expect(__importDefault(commonJs)).toEqual({default: commonJs});
    expect(__importDefault(null)).toEqual({default: null});
  });
});
