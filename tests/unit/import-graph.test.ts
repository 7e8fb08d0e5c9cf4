// The import graph of src/ (dependency-cruiser): no import circles, and each room keeps to what it
// holds. Browser code (the theme, components, client modules, pages, the search engine, the
// live-example runtime) never imports build code (src/plugins, src/build), except for types;
// nothing that the browser loads reaches for a Node module; and only src/internals imports what
// Docusaurus does not publish (`@generated/…`, files under a package's `lib/`).
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {cruise, type ICruiseOptions, type IForbiddenRuleType} from 'dependency-cruiser';
import {beforeAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Folders whose code ships to the browser (or runs in the sandbox). */
const BROWSER = '^src/(components|theme|clientModules|pages|utils|search|live-examples)/';
/** The code-block model's modules that browser code imports, and the door's browser side. */
const MODEL_IN_BROWSER = '^src/code-blocks/(grammar|steps|typeQueries|fences)\\.ts$';
const INTERNALS_IN_BROWSER =
  '^src/internals/(theme|themeStyles|themeButtonStyles|core|client|generatedData|minisearch)\\.ts$';

const RULES = [
  {
    name: 'no-circular',
    comment: 'An import circle: move what both sides need into a module of its own.',
    severity: 'error',
    from: {path: '^src/'},
    to: {circular: true},
  },
  {
    name: 'browser-imports-build-code',
    comment: 'Browser code may use build code only for types: the module would ship to readers.',
    severity: 'error',
    from: {path: [BROWSER, MODEL_IN_BROWSER, INTERNALS_IN_BROWSER]},
    to: {path: '^src/(plugins|build)/', dependencyTypesNot: ['type-only']},
  },
  {
    name: 'browser-imports-node',
    comment: 'A Node built-in in browser code fails in the bundle.',
    severity: 'error',
    from: {path: [BROWSER, MODEL_IN_BROWSER, INTERNALS_IN_BROWSER]},
    // `assert` in the sandbox is the npm package of that name (Node's assert for browsers).
    to: {dependencyTypes: ['core'], pathNot: '^assert$'},
  },
  {
    name: 'internals-outside-the-door',
    comment: 'Docusaurus internals are read through src/internals only (its README lists each).',
    severity: 'error',
    from: {path: '^src/', pathNot: '^src/internals/'},
    to: {
      // `…/internal` is an exports-map entry dependency-cruiser leaves unresolved, by its name.
      path: [
        '^@generated/',
        '^node_modules/@docusaurus/[^/]+/lib/',
        '^@docusaurus/[^/]+/internal$',
      ],
      // A package's published entry points (`@docusaurus/theme-common`, `…/client`).
      pathNot: '^node_modules/@docusaurus/[^/]+/lib/(client/)?index\\.(js|d\\.ts)$',
    },
  },
] as const satisfies readonly IForbiddenRuleType[];

const OPTIONS = {
  validate: true,
  ruleSet: {forbidden: [...RULES]},
  tsPreCompilationDeps: true,
  tsConfig: {fileName: path.join(ROOT, 'tsconfig.json')},
  doNotFollow: {path: 'node_modules'},
  exclude: {path: ['^src/.*\\.d\\.ts$']},
} satisfies ICruiseOptions;

type Violation = {from: string; to: string; rule: {name: string}; cycle?: {name: string}[]};
let violations: Violation[] = [];
let modules = 0;

beforeAll(async () => {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const result = await cruise(['src'], OPTIONS, undefined, {
      tsConfig: {options: {paths: {'@site/*': ['./*']}}},
    });
    if (typeof result.output === 'string') throw new Error(result.output);
    violations = result.output.summary.violations as Violation[];
    modules = result.output.summary.totalCruised;
  } finally {
    process.chdir(cwd);
  }
}, 60_000);

const shown = (v: Violation) =>
  v.cycle ? [v.from, ...v.cycle.map((step) => step.name)].join(' → ') : `${v.from} → ${v.to}`;

describe('the import graph of src/', () => {
  it('reads the whole tree', () => {
    expect(modules).toBeGreaterThan(150);
  });

  for (const rule of RULES) {
    it(`has no ${rule.name} violation`, () => {
      expect(violations.filter((v) => v.rule.name === rule.name).map(shown)).toEqual([]);
    });
  }
});
