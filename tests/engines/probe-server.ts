/**
 * The production build served as scripts/serve.ts serves it (gzip, clean URLs, the headers of
 * `_headers`, the Content-Security-Policy among them), with one addition for the cross-engine
 * suite: every page of the site gets a probe as the first script of its <head>. The probe reports
 * uncaught errors, unhandled rejections, console.error calls and Content-Security-Policy
 * violations to this server, from the first script the page runs, in any engine: WebDriver
 * classic, which drives WebKit here, cannot watch a page's console or run a script before the
 * page's own. The probe is a file of this origin, which the site's policy (`script-src 'self'`)
 * allows as it is.
 */
import type http from 'node:http';
import path from 'node:path';
import {createStaticServer} from '../../scripts/serve';
import {PROBE_REPORTS, PROBE_SCRIPT, type ProbeReport} from './probe';

// Plain ES5, before anything of the page: it must run in every engine the site supports.
const PROBE_SOURCE = `(function () {
  function send(kind, text) {
    try {
      var body = JSON.stringify({kind: kind, text: String(text).slice(0, 2000), url: location.href, agent: navigator.userAgent});
      if (!navigator.sendBeacon(${JSON.stringify(PROBE_REPORTS)}, body)) throw new Error('beacon refused');
    } catch (failure) {
      var request = new XMLHttpRequest();
      request.open('POST', ${JSON.stringify(PROBE_REPORTS)});
      request.send(body);
    }
  }
  function describe(value) {
    if (value && value.stack) return String(value.message) + '\\n' + String(value.stack);
    return String(value);
  }
  window.addEventListener('error', function (event) {
    send('error', (event.error ? describe(event.error) : event.message) + ' (' + event.filename + ':' + event.lineno + ')');
  });
  window.addEventListener('unhandledrejection', function (event) { send('unhandledrejection', describe(event.reason)); });
  document.addEventListener('securitypolicyviolation', function (event) {
    send('csp', event.violatedDirective + ' blocked ' + event.blockedURI + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });
  var consoleError = console.error;
  console.error = function () {
    send('console.error', Array.prototype.map.call(arguments, describe).join(' '));
    return consoleError.apply(console, arguments);
  };
})();
`;

const TAG = `<script src="${PROBE_SCRIPT}"></script>`;

/**
 * Whether a GET for `pathname` asks for a document (clean URLs: no extension, or .html), which
 * is a page of the site or the 404 page. The live examples' sandbox document is the reader's
 * code's own page, not one of the site's: it gets no probe.
 */
function isDocument(pathname: string): boolean {
  if (pathname.startsWith('/live/')) return false;
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html';
}

/** A static server for `dir` whose pages report to it; `reports` holds what they sent. */
export function createProbeServer(dir: string): {
  server: http.Server;
  reports: ProbeReport[];
} {
  const root = path.resolve(dir);
  const server = createStaticServer({dir: root});
  const serveStatic = server.listeners('request')[0] as (
    req: http.IncomingMessage,
    res: http.ServerResponse,
  ) => void;
  server.removeAllListeners('request');
  const reports: ProbeReport[] = [];

  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === PROBE_SCRIPT) {
      res.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      res.end(PROBE_SOURCE);
      return;
    }
    if (url.pathname === PROBE_REPORTS) {
      if (req.method === 'POST') {
        let body = '';
        req.setEncoding('utf8');
        req.on('data', (part: string) => (body += part));
        req.on('end', () => {
          try {
            const report = JSON.parse(body) as Omit<ProbeReport, 'seq'>;
            reports.push({...report, seq: reports.length + 1});
          } catch {
            // A report that is not JSON is not ours.
          }
          res.writeHead(204);
          res.end();
        });
        return;
      }
      res.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'});
      res.end(JSON.stringify(reports));
      return;
    }
    if (req.method === 'GET' && isDocument(url.pathname)) {
      // Served by the static server, uncompressed, with the probe inserted.
      delete req.headers['accept-encoding'];
      const chunks: Buffer[] = [];
      const writeHead = res.writeHead.bind(res);
      const end = res.end.bind(res);
      let status = 200;
      let headers: http.OutgoingHttpHeaders = {};
      res.writeHead = ((code: number, ...rest: unknown[]) => {
        status = code;
        const given = rest.find((item) => typeof item === 'object' && item !== null);
        if (given) headers = {...(given as http.OutgoingHttpHeaders)};
        return res;
      }) as typeof res.writeHead;
      res.write = ((chunk: string | Buffer) => {
        chunks.push(Buffer.from(chunk));
        return true;
      }) as typeof res.write;
      res.end = ((chunk?: string | Buffer | (() => void)) => {
        if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk));
        const body = Buffer.concat(chunks);
        const type = String(
          headers['Content-Type'] ?? headers['content-type'] ?? res.getHeader('Content-Type') ?? '',
        );
        const probed = type.startsWith('text/html')
          ? body.toString('utf8').replace(/<head([^>]*)>/i, (head) => `${head}${TAG}`)
          : body;
        for (const name of Object.keys(headers)) {
          if (/^(content-length|etag|last-modified)$/i.test(name)) delete headers[name];
        }
        res.removeHeader('ETag');
        res.removeHeader('Last-Modified');
        writeHead(status, {...headers, 'Content-Length': Buffer.byteLength(probed)});
        return end(probed);
      }) as typeof res.end;
    }
    serveStatic(req, res);
  });
  return {server, reports};
}
