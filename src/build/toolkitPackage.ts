import {createRequire} from 'node:module';
import path from 'node:path';

/**
 * The installed `@reduxjs/toolkit`, resolved from the site's directory: the release these docs
 * document. Every place that names the version (announcement bar, /errors, llms.txt) reads it
 * here, so a new pin changes them all.
 */
export function installedToolkit(siteDir: string): {
  readonly version: string;
  /** `major.minor`, as readers name a release ("2.16"). */
  readonly minor: string;
  readonly packageJsonPath: string;
} {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const packageJsonPath = require.resolve('@reduxjs/toolkit/package.json');
  const {version} = require(packageJsonPath) as {version: string};
  return {version, minor: version.split('.').slice(0, 2).join('.'), packageJsonPath};
}
