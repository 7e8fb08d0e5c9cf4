/**
 * The post-build pipeline: everything that reads or writes the built site after Docusaurus has
 * rendered it, as steps that run one after another in the order of `postBuildSteps` below, the
 * one list of them (each step says what it reads and writes; the build prints the order with each
 * step's time). Docusaurus runs the plugins' own `postBuild` hooks all at once, so this plugin is
 * the only one of ours that has one; each step is a function in its own plugin folder (./step.ts
 * says what a step is).
 *
 * Why this order:
 * 1. The steps that change the HTML come first (role `rewrite`): route-scripts and case-redirect
 *    rewrite pages, live-examples adds an HTML file. They touch different files, so their own
 *    order does not matter.
 * 2. Then the steps that read the final HTML, or none (role `read`): page-descriptions,
 *    search-index and llms-txt, which write only files of their own that no other step reads.
 * 3. security-headers last (role `csp`): the policy lists the hash of every inline script, the
 *    404 page's redirect included, so it must read the pages once nothing changes them anymore.
 * `assertStepOrder` checks the roles when the plugin is created, so a step added in the wrong
 * place fails the build at once. A page that uses an id twice fails `npm run check:html` (the Nu
 * HTML checker reads every page).
 *
 * Two packages' `postBuild` hooks still run alongside, and neither reads a page: the sitemap
 * plugin writes sitemap.xml from the routes' metadata, the search theme writes opensearch.xml.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {caseRedirectStep} from '../case-redirect';
import {liveExamplesStep} from '../live-examples';
import {llmsTxtStep} from '../llms-txt';
import {pageDescriptionsStep} from '../page-descriptions';
import {routeScriptsStep} from '../route-scripts';
import {searchIndexStep} from '../search-index';
import {externalOrigins, securityHeadersStep} from '../security-headers';
import type {ExternalOrigins} from '../security-headers/csp';
import {assertStepOrder, runSteps, type PostBuildStep} from './step';

const PLUGIN_NAME = 'post-build';

export type PostBuildOptions = {
  /** The third-party origins of this build, for the Content-Security-Policy. */
  readonly externalOrigins: ExternalOrigins;
};

/** Checks the plugin's options. */
export function postBuildOptions(options: unknown): PostBuildOptions {
  if (typeof options !== 'object' || options === null) {
    throw new Error(`${PLUGIN_NAME}: options must be an object`);
  }
  const {externalOrigins: external} = options as Record<string, unknown>;
  return {externalOrigins: externalOrigins(external)};
}

/** The steps, in the order they run. */
export function postBuildSteps(context: LoadContext, options: PostBuildOptions): PostBuildStep[] {
  return [
    routeScriptsStep(context),
    caseRedirectStep(),
    liveExamplesStep(context),
    pageDescriptionsStep(context),
    searchIndexStep(context),
    llmsTxtStep(context),
    securityHeadersStep(options.externalOrigins),
  ];
}

export default function postBuildPlugin(context: LoadContext, options: unknown): Plugin {
  const steps = postBuildSteps(context, postBuildOptions(options));
  assertStepOrder(steps);
  return {
    name: PLUGIN_NAME,
    async postBuild(props) {
      const times = await runSteps(steps, props);
      console.log(`[${PLUGIN_NAME}] ${times.map(({name, ms}) => `${name} ${ms} ms`).join(', ')}`);
    },
  };
}
