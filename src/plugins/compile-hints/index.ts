import type {Plugin} from '@docusaurus/types';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file eagerly. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Starts every browser script with V8's explicit compile hint. Without it, V8 compiles each
 * webpack module's function on the main thread the first time it runs, which is while the page
 * hydrates: for the main bundle (React DOM, the router, the theme) that was about half of its
 * evaluation task on a slow phone. With the hint, Chrome compiles the functions while it
 * streams the script, off the main thread. Browsers without the feature see a comment.
 *
 * The banner is added after minification (which would drop a comment) and before content
 * hashing, so file names still match their content.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
      const {BannerPlugin, Compilation} = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            test: /\.js$/,
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
