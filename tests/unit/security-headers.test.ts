import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import type {PostBuildProps} from '../../src/plugins/post-build/step';
import {
  externalOrigins,
  headerRules,
  securityHeadersStep,
} from '../../src/plugins/security-headers';
import {
  contentSecurityPolicy,
  inlineScriptHashes,
  policyDirective,
} from '../../src/plugins/security-headers/csp';
import {
  formatHeadersFile,
  headersFor,
  parseHeadersFile,
} from '../../src/plugins/security-headers/headersFile';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script the browser would run', () => {
    const html =
      '<head><script>var a = 1;</script><script type="module">import "x";</script>' +
      '<script type="text/javascript">b()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha('var a = 1;'), sha('import "x";'), sha('b()')]);
  });

  it('skips external scripts and data blocks', () => {
    const html =
      '<script src="/assets/js/main.js"></script><script defer src=/x.js></script>' +
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it('keeps whitespace and non-ASCII text as written (the browser hashes UTF-8)', () => {
    const body = '\n  console.log("café — ✓");\n';
    expect(inlineScriptHashes(`<script>${body}</script>`)).toEqual([sha(body)]);
  });
});

describe('contentSecurityPolicy', () => {
  it("allows only the site's own origin and the listed script hashes by default", () => {
    const policy = contentSecurityPolicy(["'sha256-b'", "'sha256-a'", "'sha256-a'"]);
    expect(policyDirective(policy, 'default-src')).toEqual(["'self'"]);
    expect(policyDirective(policy, 'script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(policyDirective(policy, 'connect-src')).toEqual(["'self'"]);
    expect(policyDirective(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(policyDirective(policy, 'object-src')).toEqual(["'none'"]);
    expect(policy).not.toContain('unsafe-eval');
    expect(policyDirective(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(policy).not.toMatch(/https?:\/\//);
  });

  it('adds the Algolia hosts for the configured application only when search uses Algolia', () => {
    const policy = contentSecurityPolicy([], {algoliaAppId: 'TESTAPP123'});
    expect(policyDirective(policy, 'connect-src')).toEqual([
      "'self'",
      'https://testapp123-dsn.algolia.net',
      'https://*.algolianet.com',
      'https://insights.algolia.io',
    ]);
    expect(policyDirective(policy, 'script-src')).toEqual(["'self'"]);
  });

  it('adds the analytics hosts when analytics is configured', () => {
    const policy = contentSecurityPolicy([], {
      umamiSrc: 'https://stats.example.org/script.js',
      gtag: true,
    });
    expect(policyDirective(policy, 'script-src')).toEqual([
      "'self'",
      'https://stats.example.org',
      'https://www.googletagmanager.com',
    ]);
    expect(policyDirective(policy, 'connect-src')).toContain('https://stats.example.org');
    expect(policyDirective(policy, 'connect-src')).toContain('https://*.google-analytics.com');
  });
});

describe('externalOrigins (plugin options)', () => {
  it('accepts nothing, and ignores empty values', () => {
    expect(externalOrigins(undefined)).toEqual({});
    expect(externalOrigins({algoliaAppId: '', umamiSrc: undefined})).toEqual({
      algoliaAppId: undefined,
      umamiSrc: undefined,
      gtag: false,
    });
  });

  it('rejects an analytics script that is not served over https', () => {
    expect(() => externalOrigins({umamiSrc: 'http://stats.example.org/s.js'})).toThrow(
      /https:\/\//,
    );
    expect(() => externalOrigins({algoliaAppId: 42})).toThrow(/algoliaAppId must be a string/);
  });
});

describe('the _headers file', () => {
  const rules = headerRules('/', ["'sha256-x'"], {});

  it('round-trips through its text format', () => {
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('gives every path the security headers, and assets a long cache', () => {
    const page = headersFor(rules, '/api/createSlice');
    expect(page.get('X-Content-Type-Options')).toBe('nosniff');
    expect(page.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(page.get('X-Frame-Options')).toBe('DENY');
    expect(page.get('Content-Security-Policy')).toContain("'sha256-x'");
    expect(page.has('Cache-Control')).toBe(false);
    expect(headersFor(rules, '/assets/js/main.1234.js').get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('scopes the rules to the base URL', () => {
    const scoped = headerRules('/docs/', [], {});
    expect(headersFor(scoped, '/docs/api/createSlice').size).toBeGreaterThan(0);
    expect(headersFor(scoped, '/elsewhere').size).toBe(0);
    expect(headersFor(scoped, '/docs/assets/x.js').get('Cache-Control')).toContain('immutable');
  });

  it('treats only * as a wildcard in patterns', () => {
    const parsed = parseHeadersFile('/a.b/*\n  X-Test: 1\n');
    expect(headersFor(parsed, '/a.b/c').get('X-Test')).toBe('1');
    expect(headersFor(parsed, '/aXb/c').size).toBe(0);
  });

  it('rejects a header line outside any rule', () => {
    expect(() => parseHeadersFile('  X-Test: 1\n')).toThrow(/_headers:1/);
  });
});

describe('the post-build step', () => {
  it('writes _headers with the hashes of the inline scripts of every built page', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'headers-'));
    fs.mkdirSync(path.join(outDir, 'api'));
    fs.writeFileSync(path.join(outDir, 'index.html'), '<script>one()</script>');
    fs.writeFileSync(path.join(outDir, 'api/x.html'), '<script>two()</script><p>x</p>');
    await securityHeadersStep({algoliaAppId: 'APP'}).run({outDir, baseUrl: '/'} as PostBuildProps);
    const written = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));
    const policy = headersFor(written, '/').get('Content-Security-Policy') ?? '';
    expect(policyDirective(policy, 'script-src')).toEqual(
      ["'self'", sha('one()'), sha('two()')].sort(),
    );
    expect(policyDirective(policy, 'connect-src')).toContain('https://app-dsn.algolia.net');
  });
});
