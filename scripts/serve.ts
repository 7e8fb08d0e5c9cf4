/**
 * Serves a production build the way a static host does: gzip, clean URLs (`/api/createSlice`
 * → `api/createSlice.html`), 404.html for unknown paths, and the response headers that the build
 * writes to `_headers` (Content-Security-Policy and the other security headers, cache rules).
 * `docusaurus serve` ignores `_headers`, so readers and tests would not see the policy there.
 *
 * CLI: `jiti scripts/serve.ts [--dir build] [--port 3000] [--host 127.0.0.1]` (npm run serve).
 * The base URL comes from BASE_URL, as in docusaurus.config.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parseArgs} from 'node:util';
import compression from 'compression';
import serveHandler from 'serve-handler';
import {
  HEADERS_FILE_NAME,
  headersFor,
  parseHeadersFile,
  type HeaderRule,
} from '../src/plugins/security-headers/headersFile';

export type StaticServerOptions = {
  /** The built site. */
  readonly dir: string;
  /** The site's base URL, `/` unless deployed under a path. */
  readonly baseUrl?: string;
};

/** Reads `<dir>/_headers`; a build without one is served without extra headers. */
function readRules(dir: string): HeaderRule[] {
  const file = path.join(dir, HEADERS_FILE_NAME);
  return fs.existsSync(file) ? parseHeadersFile(fs.readFileSync(file, 'utf8')) : [];
}

/** An HTTP server for a built site; call `listen` on it. */
export function createStaticServer({dir, baseUrl = '/'}: StaticServerOptions): http.Server {
  const publicDir = path.resolve(dir);
  const rules = readRules(publicDir);
  const gzip = compression();
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (baseUrl !== '/' && !url.pathname.startsWith(baseUrl)) {
      res.writeHead(302, {Location: baseUrl});
      res.end();
      return;
    }
    const sitePath = '/' + url.pathname.slice(baseUrl.length);
    // The rules' patterns include the base URL, as a host sees the paths.
    for (const [name, value] of headersFor(rules, url.pathname)) res.setHeader(name, value);
    req.url = sitePath + url.search;
    // Hosts read `_headers` but never serve it: ask for a path no file has, so 404.html answers.
    if (sitePath === `/${HEADERS_FILE_NAME}`) req.url = '/.not-found';
    gzip(req as Parameters<typeof gzip>[0], res as Parameters<typeof gzip>[1], () => {
      void serveHandler(req, res, {
        public: publicDir,
        cleanUrls: true,
        trailingSlash: false,
        directoryListing: false,
        etag: true,
      });
    });
  });
}

function main(): void {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: process.env.PORT ?? '3000'},
      host: {type: 'string', default: '127.0.0.1'},
    },
  });
  const dir = values.dir;
  if (!fs.existsSync(path.join(dir, 'index.html'))) {
    console.error(`serve: ${dir}/index.html not found; run \`npm run build\` first.`);
    process.exit(1);
  }
  const baseUrl = process.env.BASE_URL?.trim() || '/';
  const server = createStaticServer({dir, baseUrl});
  server.listen(Number(values.port), values.host, () => {
    console.log(`Serving ${dir} at http://${values.host}:${values.port}${baseUrl}`);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
