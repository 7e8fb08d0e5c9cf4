// The modules an example may import in the sandbox. The packages come in groups (./packages.ts),
// each a script that registers a loader per specifier in `globalThis.__livePackages`; a package is
// evaluated the first time something requires it. `node:assert` and `node:module` are the
// runtime's own.
import {looseAssert, strictAssert} from './assert';
import {PACKAGE_GROUPS} from './packages';

/** What a module namespace looks like to the shim modules that re-export it. */
export type ModuleRecord = Readonly<Record<string, unknown>>;

type Registry = Record<string, () => unknown>;

const registry: Registry = ((globalThis as {__livePackages?: Registry}).__livePackages ??= {});

const nodeModule = {
  createRequire: () => (id: string) => {
    throw new Error(`require('${id}') is not available in the browser sandbox`);
  },
};

const BUILT_IN: Readonly<Record<string, ModuleRecord>> = {
  'node:assert': {...looseAssert, default: looseAssert},
  'node:assert/strict': {...strictAssert, default: strictAssert},
  assert: {...looseAssert, default: looseAssert},
  'node:module': {...nodeModule, default: nodeModule},
};

const required = new Map<string, unknown>();

/**
 * The sandbox's `require`, which the package groups call for each other's packages (esbuild
 * compiles their imports of another group's package to `require`).
 */
function requirePackage(specifier: string): unknown {
  if (!required.has(specifier)) {
    const load = registry[specifier];
    if (!load) throw new Error(`Cannot find module '${specifier}' in the sandbox`);
    required.set(specifier, load());
  }
  return required.get(specifier);
}
(globalThis as {require?: unknown}).require = requirePackage;

/** A required module as an ES namespace: a CommonJS module's exports become its default export too. */
function namespace(module: unknown): ModuleRecord {
  const exports = module as Record<string, unknown>;
  if (exports.__esModule) return exports;
  return {...exports, default: exports};
}

/** The module an example imports as `specifier`, or undefined when the sandbox has none. */
export function loadModule(specifier: string): ModuleRecord | undefined {
  if (BUILT_IN[specifier]) return BUILT_IN[specifier];
  if (!registry[specifier]) return undefined;
  return namespace(requirePackage(specifier));
}

/** Every specifier an example may import, for the message about one it may not. */
export function importable(): string[] {
  return [...Object.values(PACKAGE_GROUPS).flat(), ...Object.keys(BUILT_IN)];
}
