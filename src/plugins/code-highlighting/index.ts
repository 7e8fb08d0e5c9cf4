import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CONTENT_DIR = path.resolve(__dirname, '../../theme/CodeBlock/Content');

/**
 * Keeps Prism out of the browser's main bundle (see src/theme/CodeBlock/Content). Two modules
 * are swapped in the client bundle only:
 * - the theme's client module that imports Prism on every page to add the config's
 *   `prism.additionalLanguages` to it, for an empty one (the site sets none: its languages are
 *   registered in CodeBlock/Content/highlight.ts);
 * - the prerender-time highlighter, for a stub; the browser loads Prism as a chunk on demand.
 */
export default function codeHighlightingPlugin(): Plugin {
  return {
    name: 'code-highlighting',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.join(CONTENT_DIR, 'empty.client.ts'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]highlightOnServer$/,
            path.join(CONTENT_DIR, 'highlightOnServer.client.ts'),
          ),
        ],
      };
    },
  };
}
