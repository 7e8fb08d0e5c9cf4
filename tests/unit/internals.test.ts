// One test per touchpoint of src/internals (the one door into Docusaurus, bundler and library
// internals; its README lists them). Each reads the installed package where the thing lives and
// fails with the name of what moved, so an upgrade says what to re-read before a page breaks.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import MiniSearch from 'minisearch';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {GENERATED_FILES} from '../../src/internals/generated';
import {MINISEARCH_TOUCHPOINTS} from '../../src/internals/minisearch';
import {GTAG_CLIENT_MODULE} from '../../src/internals/packages';
import {hasEmitFlagsReader} from '../../src/internals/typescript';

const ROOT = path.resolve(__dirname, '../..');
const require = createRequire(path.join(ROOT, 'package.json'));
const packageFile = (file: string) => path.join(ROOT, 'node_modules', file);
const read = (file: string) => fs.readFileSync(packageFile(file), 'utf8');

/** The names a module file of an installed package exports (it may contain JSX). */
function runtimeExports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    read(file),
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.JSX,
  );
  const isExported = (node: ts.Node) =>
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.flatMap((statement): string[] => {
    if (ts.isExportDeclaration(statement) && statement.exportClause) {
      return ts.isNamedExports(statement.exportClause)
        ? statement.exportClause.elements.map((element) => element.name.text)
        : [];
    }
    if (!isExported(statement)) return [];
    if (ts.isVariableStatement(statement)) {
      return statement.declarationList.declarations.flatMap((d) =>
        ts.isIdentifier(d.name) ? [d.name.text] : [],
      );
    }
    if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name)
      return [statement.name.text];
    return [];
  });
}

/** The names src/internals/<file> re-exports from `from`, with whether each is a type. */
function reExports(file: string, from: string): {name: string; type: boolean}[] {
  const source = ts.createSourceFile(
    file,
    fs.readFileSync(path.join(ROOT, 'src/internals', file), 'utf8'),
    ts.ScriptTarget.Latest,
  );
  return source.statements.flatMap((statement) => {
    if (
      !ts.isExportDeclaration(statement) ||
      !statement.moduleSpecifier ||
      (statement.moduleSpecifier as ts.StringLiteral).text !== from ||
      !statement.exportClause ||
      !ts.isNamedExports(statement.exportClause)
    )
      return [];
    return statement.exportClause.elements.map((element) => ({
      name: (element.propertyName ?? element.name).text,
      type: statement.isTypeOnly || element.isTypeOnly,
    }));
  });
}

describe('@docusaurus/theme-common/internal (src/internals/theme.ts)', () => {
  const used = reExports('theme.ts', '@docusaurus/theme-common/internal');
  it('is used for something', () => {
    expect(used.length).toBeGreaterThan(5);
  });
  for (const {name, type} of used) {
    it(`still exports ${name}`, () => {
      const exported = type
        ? read('@docusaurus/theme-common/lib/internal.d.ts').match(/\b\w+\b/g)!
        : runtimeExports('@docusaurus/theme-common/lib/internal.js');
      expect(exported, `@docusaurus/theme-common/internal no longer exports ${name}`).toContain(
        name,
      );
    });
  }
});

describe("theme-classic's CodeBlock CSS modules (src/internals/themeStyles.ts, themeButtonStyles.ts)", () => {
  // The class names our ejects read from each module.
  const classes = {
    'CodeBlock/Buttons': ['buttonGroup'],
    'CodeBlock/Content': ['codeBlock', 'codeBlockLines', 'codeBlockLinesWithNumbering'],
    'CodeBlock/Line': ['codeLine', 'codeLineNumber', 'codeLineContent'],
  };
  for (const [component, names] of Object.entries(classes)) {
    const file = `@docusaurus/theme-classic/lib/theme/${component}/styles.module.css`;
    it(`${component}/styles.module.css still defines .${names.join(', .')}`, () => {
      expect(fs.existsSync(packageFile(file)), `${file} moved`).toBe(true);
      const css = read(file);
      for (const name of names) {
        expect(css, `${file} no longer defines .${name}`).toMatch(new RegExp(`\\.${name}\\b`));
      }
      const door = ['themeStyles.ts', 'themeButtonStyles.ts'].map((f) =>
        fs.readFileSync(path.join(ROOT, 'src/internals', f), 'utf8'),
      );
      expect(door.join('\n')).toContain(file);
    });
  }
});

describe('Docusaurus core (src/internals/core.ts, client.ts, generated.ts, generatedData.ts)', () => {
  it('lib/client/routeContext still exports RouteContextProvider', () => {
    expect(
      runtimeExports('@docusaurus/core/lib/client/routeContext.js'),
      '@docusaurus/core/lib/client/routeContext no longer exports RouteContextProvider',
    ).toContain('RouteContextProvider');
  });

  it('the @generated alias still points at the generated-files folder', () => {
    expect(read('@docusaurus/core/lib/webpack/base.js'), "core's '@generated' alias moved").toMatch(
      /'@generated': generatedFilesDir/,
    );
  });

  it(`codegen still writes ${GENERATED_FILES.routes} (ComponentCreator routes) and ${GENERATED_FILES.routesChunkNames}`, () => {
    const codegen = read('@docusaurus/core/lib/server/codegen/codegenRoutes.js');
    expect(codegen, `codegen no longer writes ${GENERATED_FILES.routes}`).toContain(
      `'${GENERATED_FILES.routes}'`,
    );
    expect(codegen, `codegen no longer writes ${GENERATED_FILES.routesChunkNames}`).toContain(
      `'${GENERATED_FILES.routesChunkNames}'`,
    );
    // src/internals/generated.ts reads each route's key from `ComponentCreator(path, hash)`.
    expect(codegen, 'routes.js no longer names components ComponentCreator(path, hash)').toMatch(
      /component: ComponentCreator\('\$\{routePath\}', '\$\{routeHash\}'\)/,
    );
  });

  it(`the client build still writes ${GENERATED_FILES.clientManifest} with entrypoints and origins`, () => {
    expect(read('@docusaurus/core/lib/webpack/client.js'), 'client-manifest.json moved').toContain(
      `'${GENERATED_FILES.clientManifest}'`,
    );
    const addon = read('react-loadable-ssr-addon-v5-slorber/lib/ReactLoadableSSRAddon.js');
    for (const field of ['entrypoints', 'origins', 'assets']) {
      expect(addon, `the client manifest no longer has ${field}`).toContain(field);
    }
  });

  it('the bundle runtime still has __webpack_require__.gca (chunk name → URL)', () => {
    expect(
      read('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js'),
      "core's ChunkAssetPlugin no longer defines __webpack_require__.gca",
    ).toMatch(/\.gca\b/);
  });

  it('the client entry still assigns window.docusaurus with prefetch and preload', () => {
    expect(
      read('@docusaurus/core/lib/client/clientEntry.js'),
      'the client entry no longer assigns window.docusaurus',
    ).toMatch(/window\.docusaurus = docusaurus;/);
    const api = read('@docusaurus/core/lib/client/docusaurus.js');
    for (const name of ['prefetch', 'preload']) {
      expect(api, `window.docusaurus has no ${name}`).toMatch(new RegExp(`\\b${name},`));
    }
  });

  it('createData still writes to <generated>/<plugin name>/<plugin id>/', () => {
    expect(
      read('@docusaurus/core/lib/server/plugins/actions.js'),
      "createData's folder layout moved: fix @generated/error-codes/default/… in src/internals/generatedData.ts",
    ).toMatch(/path_1\.default\.join\(generatedFilesDir, plugin\.name, pluginId\)/);
  });
});

describe('libraries', () => {
  it(`MiniSearch still has the protected members the sharded index fills`, () => {
    const index = new MiniSearch<{id: string; text: string}>({fields: ['text'], storeFields: []});
    index.addAll([{id: 'a', text: 'one two'}]);
    const members = index as unknown as Record<string, unknown>;
    for (const name of MINISEARCH_TOUCHPOINTS) {
      expect(members[name], `MiniSearch has no protected member ${name}`).not.toBeUndefined();
    }
    expect(members._index, 'MiniSearch._index is no longer a term map').toHaveProperty('set');
  });

  it('TypeScript still has getEmitFlags', () => {
    expect(hasEmitFlagsReader(), 'typescript no longer exports getEmitFlags').toBe(true);
  });

  it(`${GTAG_CLIENT_MODULE} still exists`, () => {
    expect(() => require.resolve(GTAG_CLIENT_MODULE), `${GTAG_CLIENT_MODULE} moved`).not.toThrow();
  });
});
