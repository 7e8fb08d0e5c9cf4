// Bundles the sandbox's scripts with esbuild: the runtime (./runtime: the harness, `node:assert`)
// and one script per package group (./runtime/packages.ts), all from the packages installed here.
// `process.env.NODE_ENV` is left to run time, as in Node: the runtime's `process` has it unset
// (development behaviour, as in the checker's runs), and an example that sets it to 'production'
// gets the toolkit's production behaviour, as it does under Node.
// esbuild, not the site's bundler: these scripts never load in a page, only in the sandbox, and
// build in about a second.
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {build, type BuildOptions, type Plugin} from 'esbuild';
import {PACKAGE_GROUPS, type PackageGroup} from '../../live-examples/runtime/packages';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT_DIR = path.resolve(HERE, '../../..');

const COMMON: BuildOptions = {
  bundle: true,
  write: false,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // Read at run time (esbuild would otherwise make it "production" when minifying).
  define: {'process.env.NODE_ENV': 'globalThis.process.env.NODE_ENV'},
  logLevel: 'silent',
};

export type SandboxScripts = {
  readonly runtime: string;
  readonly groups: Readonly<Record<PackageGroup, string>>;
};

async function bundleGroup(group: PackageGroup): Promise<string> {
  const own = PACKAGE_GROUPS[group] as readonly string[];
  const others = Object.values(PACKAGE_GROUPS)
    .flat()
    .filter((specifier) => !own.includes(specifier));
  const contents = [
    'const registry = (globalThis.__livePackages ??= {});',
    ...own.map((s) => `registry[${JSON.stringify(s)}] = () => require(${JSON.stringify(s)});`),
  ].join('\n');
  const result = await build({
    ...COMMON,
    stdin: {contents, resolveDir: ROOT_DIR, sourcefile: `${group}.js`, loader: 'js'},
    // Names as Node prints them (`[Function: getState]`, not `[Function: l]`) for the group readers
    // print: the toolkit, Redux, Reselect, Immer (+4.5 KB gzip). Not for the others: with
    // keepNames on every group (React's +20 KB gzip of naming calls), WebKit, where the sandbox
    // shares the page's thread, answered a click during an endless loop after more than 1 s in 3
    // of 3 runs of tests/engines/loops.spec.ts; with the core group only, 524–942 ms in 10 of 10.
    keepNames: group === 'core',
    plugins: [externalExactly(others), reduxWithStoreHook(), registryAsImports(own)],
  });
  return result.outputFiles![0]!.text;
}

/**
 * Leaves these specifiers to the sandbox's `require` at run time: another group provides them.
 * Only the exact names: esbuild's `external` option would take `react-dom/server` along with
 * `react-dom`.
 */
function externalExactly(specifiers: readonly string[]): Plugin {
  const set = new Set(specifiers);
  return {
    name: 'external-exactly',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^[^./]/}, (args) =>
        set.has(args.path) ? {path: args.path, external: true} : undefined,
      );
    },
  };
}

const REDUX_WITH_HOOK = path.join(ROOT_DIR, 'src/live-examples/redux.ts');

/**
 * Gives every importer of `redux` (the toolkit, and examples through the registry) the sandbox's
 * Redux, which tells the Actions view of each store made (src/live-examples/redux.ts); that module's
 * own import of `redux` is the package.
 */
function reduxWithStoreHook(): Plugin {
  return {
    name: 'redux-with-store-hook',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^redux$/}, (args) =>
        args.importer === REDUX_WITH_HOOK ? undefined : {path: REDUX_WITH_HOOK},
      );
    },
  };
}

/**
 * Resolves the registry's `require` of each package as an `import`: esbuild would pick a package's
 * CommonJS build for a require, and the toolkit's own `import` of immer, reselect or redux-thunk
 * would then get another copy than the example's. As an import it is the ES build Node imports,
 * shared by both. Requires inside packages resolve as usual (CommonJS code expects CommonJS).
 */
function registryAsImports(specifiers: readonly string[]): Plugin {
  const set = new Set(specifiers);
  return {
    name: 'registry-as-imports',
    setup(pluginBuild) {
      pluginBuild.onResolve({filter: /^[^./]/}, async (args) => {
        if (!set.has(args.path) || args.kind !== 'require-call' || args.pluginData === 'registry') {
          return undefined;
        }
        if (args.importer.includes('node_modules')) return undefined;
        const resolved = await pluginBuild.resolve(args.path, {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          pluginData: 'registry',
        });
        return resolved.errors.length > 0 ? undefined : {path: resolved.path};
      });
    },
  };
}

/** The runtime and the package groups, minified. */
export async function bundleSandboxScripts(): Promise<SandboxScripts> {
  const groupNames = Object.keys(PACKAGE_GROUPS) as PackageGroup[];
  const [runtime, ...groups] = await Promise.all([
    build({
      ...COMMON,
      entryPoints: [path.join(ROOT_DIR, 'src/live-examples/runtime/index.ts')],
    }).then((result) => result.outputFiles![0]!.text),
    ...groupNames.map(bundleGroup),
  ]);
  return {
    runtime: runtime!,
    groups: Object.fromEntries(groupNames.map((g, i) => [g, groups[i]!])) as Record<
      PackageGroup,
      string
    >,
  };
}
