import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {transformWithOxc, type Plugin} from 'vite';
import {defineConfig} from 'vitest/config';

const __dirname = path.dirname(fileURLToPath(import.meta.url));

// Unit tests only: Playwright owns tests/e2e. The root stays at the project so Vitest never
// scans outside it, and the Docusaurus aliases point at small stubs or the real client modules.
const stub = (name: string) => path.resolve(__dirname, 'tests/unit/stubs', name);

/**
 * Core's client modules and the theme's code line components are `.js` files written in JSX;
 * compile them like our own `.tsx`.
 */
function docusaurusClientJsx(): Plugin {
  return {
    name: 'docusaurus-client-jsx',
    enforce: 'pre',
    async transform(code, id) {
      if (
        !/\/@docusaurus\/(core\/lib\/client|theme-classic\/lib\/theme\/CodeBlock\/Line)\/.*\.js$/.test(
          id,
        )
      )
        return null;
      const result = await transformWithOxc(code, id, {lang: 'jsx', jsx: {runtime: 'automatic'}});
      return {code: result.code, map: result.map};
    },
  };
}

export default defineConfig({
  root: __dirname,
  // tsconfig keeps `jsx: preserve` for Docusaurus; tests need the automatic React runtime.
  oxc: {jsx: {runtime: 'automatic'}},
  plugins: [docusaurusClientJsx()],
  resolve: {
    alias: [
      {find: '@site', replacement: __dirname},
      {find: '@theme/Layout', replacement: stub('Layout.tsx')},
      {find: '@docusaurus/Head', replacement: stub('Head.tsx')},
      // Core's real client modules (ErrorBoundary, ExecutionEnvironment), not stand-ins.
      {
        find: /^@docusaurus\/(ErrorBoundary|ExecutionEnvironment)$/,
        replacement: path.resolve(
          __dirname,
          'node_modules/@docusaurus/core/lib/client/exports/$1.js',
        ),
      },
      {
        find: '@theme/CodeBlock/Line/Token',
        replacement: path.resolve(
          __dirname,
          'node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Line/Token/index.js',
        ),
      },
      {find: '@theme/Error', replacement: path.resolve(__dirname, 'src/theme/Error/index.tsx')},
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
  },
});
