import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {installedToolkit} from '../../build/toolkitPackage';
import {extractErrorCodes, type ErrorCode} from './extract';

export type {ErrorCode} from './extract';

const PLUGIN_NAME = 'error-codes';

/** The data this plugin publishes to `@generated/error-codes/default/error-codes.json`. */
export type ErrorCodesData = {
  readonly toolkitVersion: string;
  readonly codes: readonly ErrorCode[];
};

/** Extracts the toolkit's production error codes from the installed package at build time. */
export default function errorCodesPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      const data = loadErrorCodesData(context.siteDir);
      // Only the /errors page imports this file, so the messages never weigh on other pages.
      await actions.createData('error-codes.json', JSON.stringify(data));
    },
  };
}

/** The installed `@reduxjs/toolkit`'s version and error codes, resolved from `siteDir`. */
export function loadErrorCodesData(siteDir: string): ErrorCodesData {
  const {version, packageJsonPath} = installedToolkit(siteDir);
  const codes = extractErrorCodes(path.join(path.dirname(packageJsonPath), 'dist'));
  if (codes.length === 0) {
    throw new Error(
      `${PLUGIN_NAME}: no error codes found in @reduxjs/toolkit ${version}; ` +
        'the package build may have changed how it writes production errors.',
    );
  }
  return {toolkitVersion: version, codes};
}
