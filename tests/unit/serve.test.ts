import fs from 'node:fs';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {createStaticServer} from '../../scripts/serve';

let origin = '';
let close = () => {};

/** Serves `dir` on a free port of 127.0.0.1. */
async function serve(dir: string, baseUrl?: string): Promise<{origin: string; close: () => void}> {
  const server = createStaticServer({dir, baseUrl});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => server.close(),
  };
}

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-'));
  fs.mkdirSync(path.join(dir, 'api'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<h1>Home</h1>');
  fs.writeFileSync(
    path.join(dir, 'api/createSlice.html'),
    `<h1>createSlice</h1>${'x'.repeat(5000)}`,
  );
  fs.writeFileSync(path.join(dir, 'assets/app.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Page Not Found</h1>');
  fs.writeFileSync(
    path.join(dir, '_headers'),
    "/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n" +
      '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  );
  ({origin, close} = await serve(dir));
});

afterAll(() => close());

describe('scripts/serve.ts', () => {
  it('serves pages at their clean URL with the headers of _headers', async () => {
    const response = await fetch(`${origin}/api/createSlice`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>createSlice</h1>');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('cache-control') ?? '').not.toContain('immutable');
  });

  it('compresses with gzip when the client accepts it', async () => {
    const response = await fetch(`${origin}/api/createSlice`, {
      headers: {'Accept-Encoding': 'gzip'},
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('gives hashed assets a long cache', async () => {
    const response = await fetch(`${origin}/assets/app.js`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers an unknown path with 404.html, status 404, and the same headers', async () => {
    const response = await fetch(`${origin}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });

  it('never serves _headers or anything outside the build', async () => {
    expect((await fetch(`${origin}/_headers`)).status).toBe(404);
    expect((await fetch(`${origin}/..%2f..%2fetc%2fpasswd`)).status).toBeGreaterThanOrEqual(400);
  });
});

describe('scripts/serve.ts under a base URL', () => {
  it('applies rules written for the base URL to the paths under it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-base-'));
    fs.mkdirSync(path.join(dir, 'api'));
    fs.writeFileSync(path.join(dir, 'api/createSlice.html'), '<h1>createSlice</h1>');
    fs.writeFileSync(path.join(dir, '_headers'), '/docs/*\n  X-Content-Type-Options: nosniff\n');
    const served = await serve(dir, '/docs/');
    try {
      const response = await fetch(`${served.origin}/docs/api/createSlice`);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      served.close();
    }
  });
});
