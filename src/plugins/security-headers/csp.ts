import {createHash} from 'node:crypto';

/** The third-party origins a build talks to: none unless search or analytics is configured. */
export type ExternalOrigins = {
  /** Algolia application id (Algolia search mode). */
  readonly algoliaAppId?: string;
  /** Where the Umami-style analytics script is loaded from and reports to. */
  readonly umamiSrc?: string;
  /** Whether gtag (Google Analytics) is configured. */
  readonly gtag?: boolean;
};

// Script types the browser runs; anything else (JSON-LD, JSON data) is data, not code.
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * The `'sha256-…'` sources of every inline script in `html` that the browser would run, in the
 * form a Content-Security-Policy lists them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function origin(url: string): string {
  return new URL(url).origin;
}

/**
 * The site's Content-Security-Policy: its own origin only, inline scripts by hash, plus the
 * hosts of Algolia and analytics when they are configured. Styles allow 'unsafe-inline':
 * prerendered markup carries style attributes (the announcement bar's colours, collapsible
 * heights, code-block variables), which hashes cannot cover without 'unsafe-hashes'.
 */
export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  external: ExternalOrigins = {},
): string {
  const script = ["'self'", ...[...new Set(scriptHashes)].sort()];
  const connect = ["'self'"];
  const img = ["'self'", 'data:'];
  if (external.algoliaAppId) {
    const app = external.algoliaAppId.toLowerCase();
    connect.push(
      `https://${app}-dsn.algolia.net`,
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    );
  }
  if (external.umamiSrc) {
    script.push(origin(external.umamiSrc));
    connect.push(origin(external.umamiSrc));
  }
  if (external.gtag) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    );
    img.push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
  }
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${img.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The sources one directive of `policy` lists (empty when the policy has no such directive). */
export function policyDirective(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name);
  return found?.slice(1) ?? [];
}
