import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The package whose `require("tslib")` is redirected to ./importDefault.client.ts. */
export const TSLIB_USER = '@docusaurus/utils-common';

/**
 * @docusaurus/utils-common is CommonJS and calls `require("tslib")` for one helper. A require
 * cannot be tree-shaken, so every helper tslib has came into main.js with it (10.5 kB before
 * minification). In the client bundle that package's tslib is ./importDefault.client.ts, the one
 * helper it uses; a unit test fails if an upgrade makes it use another.
 */
export default function tslibHelperPlugin(): Plugin {
  return {
    name: 'tslib-helper',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const issuer = new RegExp(`${TSLIB_USER.replace('/', '[\\\\/]')}[\\\\/]`);
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /^tslib$/,
            (resolveData: {request: string; contextInfo: {issuer: string}}) => {
              if (issuer.test(resolveData.contextInfo.issuer)) {
                resolveData.request = path.join(__dirname, 'importDefault.client.ts');
              }
            },
          ),
        ],
      };
    },
  };
}
