import fs from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build/step';
import {builtHtmlFiles} from '../../build/builtSite';
import {PAGES_DIR as LIVE_DIR} from '../live-examples';
import {SANDBOX_PATH, sandboxPolicy} from '../live-examples/sandbox';
import {contentSecurityPolicy, inlineScriptHashes, type ExternalOrigins} from './csp';
import {formatHeadersFile, HEADERS_FILE_NAME, type HeaderRule} from './headersFile';

const PLUGIN_NAME = 'security-headers';

/** The site's pages: the live-example sandbox is not one, and has its own policy. */
async function htmlFiles(dir: string): Promise<string[]> {
  return (await builtHtmlFiles(dir))
    .filter((file) => !file.startsWith(`${LIVE_DIR}/`))
    .map((file) => path.join(dir, file));
}

/** Checks the step's options: the third-party origins of this build. */
export function externalOrigins(options: unknown): ExternalOrigins {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new Error(`${PLUGIN_NAME}: options must be an object`);
  const {algoliaAppId, umamiSrc, gtag} = options as Record<string, unknown>;
  const optionalString = (name: string, value: unknown): string | undefined => {
    if (value === undefined || value === '') return undefined;
    if (typeof value !== 'string') throw new Error(`${PLUGIN_NAME}: ${name} must be a string`);
    return value;
  };
  const src = optionalString('umamiSrc', umamiSrc);
  if (src !== undefined && !/^https:\/\//.test(src)) {
    throw new Error(`${PLUGIN_NAME}: umamiSrc must be an https:// URL, got "${src}"`);
  }
  return {
    algoliaAppId: optionalString('algoliaAppId', algoliaAppId),
    umamiSrc: src,
    gtag: gtag === true,
  };
}

/** The rules written to `_headers`, for a policy built from these script hashes. */
export function headerRules(
  baseUrl: string,
  scriptHashes: Iterable<string>,
  external: ExternalOrigins,
): HeaderRule[] {
  return [
    {
      pattern: `${baseUrl}*`,
      headers: [
        ['Content-Security-Policy', contentSecurityPolicy(scriptHashes, external)],
        ['X-Content-Type-Options', 'nosniff'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['X-Frame-Options', 'DENY'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
      ],
    },
    {
      // The live-example sandbox (src/plugins/live-examples/sandbox.ts): its own policy, and the
      // site may frame it. `*` covers the clean URL and the .html file.
      pattern: `${baseUrl}${SANDBOX_PATH}*`,
      headers: [
        ['Content-Security-Policy', sandboxPolicy()],
        ['X-Frame-Options', 'SAMEORIGIN'],
        // No DNS lookups for links an example writes (HTML has no valid meta for this).
        ['X-DNS-Prefetch-Control', 'off'],
      ],
    },
    {
      // Bundles and images under assets/ are named by their content hash.
      pattern: `${baseUrl}assets/*`,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
  ];
}

/**
 * Writes `_headers` into the build: the security headers for static hosting, with a
 * Content-Security-Policy whose script-src lists the hash of every inline script the built pages
 * contain (Docusaurus' colour-mode script, the 404 page's letter-case redirect and the like), read
 * from the pages themselves so the policy always matches what was built. `npm run serve` applies
 * the same file. The last post-build step (src/plugins/post-build): it must see the final HTML.
 */
export function securityHeadersStep(external: ExternalOrigins): PostBuildStep {
  return {
    name: PLUGIN_NAME,
    role: 'csp',
    reads: 'every .html file outside live/: inline scripts',
    writes: '_headers',
    async run({outDir, baseUrl}) {
      const hashes = new Set<string>();
      for (const file of await htmlFiles(outDir)) {
        for (const hash of inlineScriptHashes(await fs.readFile(file, 'utf8'))) hashes.add(hash);
      }
      const rules = headerRules(baseUrl, hashes, external);
      await fs.writeFile(path.join(outDir, HEADERS_FILE_NAME), formatHeadersFile(rules));
    },
  };
}
