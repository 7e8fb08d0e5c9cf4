import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {
  classifyMessages,
  formatReport,
  pageOf,
  parseVnuOutput,
  runVnu,
  staleEntries,
  type VnuMessage,
} from '../../scripts/check-html';
import {ALLOWED_HTML_ERRORS, type AllowedHtmlError} from '../../scripts/check-html-allow-list';

const BUILD = '/site/build';

const ITEMPROP: AllowedHtmlError = {
  message: 'The “itemprop” attribute was specified, but the element is not a property of any item.',
  extract: /<time datetime=[^ >]+ itemprop=dateModified>/,
  reason: 'the theme writes it',
};

function message(overrides: Partial<VnuMessage>): VnuMessage {
  return {
    type: 'error',
    url: `file:${BUILD}/api/createSlice.html`,
    lastLine: 12,
    message: ITEMPROP.message,
    extract: '--> on <b><time datetime=2026-11-26T11:47:31.000Z itemprop=dateModified>Nov 26',
    ...overrides,
  };
}

describe('classifyMessages', () => {
  it('lets through an error whose message and markup an entry names, and counts it', () => {
    const report = classifyMessages([message({}), message({lastLine: 40})], BUILD, [ITEMPROP]);
    expect(report.errors).toEqual([]);
    expect(report.allowed).toEqual([{entry: ITEMPROP, count: 2}]);
  });

  it('reports the same message on other markup: an entry covers its own markup only', () => {
    const report = classifyMessages(
      [message({extract: '<span itemprop=name>Mine</span>'})],
      BUILD,
      [ITEMPROP],
    );
    expect(report.errors).toEqual([
      {
        page: 'api/createSlice.html',
        line: 12,
        message: ITEMPROP.message,
        extract: '<span itemprop=name>Mine</span>',
      },
    ]);
  });

  it('reports every other error with its page and line', () => {
    const div = message({
      url: `file:${BUILD}/introduction/getting-started.html`,
      lastLine: 505,
      message: 'Element “div” not allowed as child of element “code” in this context.',
      extract: '<code><div class=token-line>',
    });
    const report = classifyMessages([div], BUILD, [ITEMPROP]);
    expect(report.errors.map((e) => [e.page, e.line, e.message])).toEqual([
      [
        'introduction/getting-started.html',
        505,
        'Element “div” not allowed as child of element “code” in this context.',
      ],
    ]);
    expect(staleEntries(report)).toEqual([ITEMPROP]);
  });

  it('counts a file the checker could not read as an error, whatever the allow-list says', () => {
    const report = classifyMessages(
      [message({type: 'non-document-error', subType: 'io', message: 'File not found.'})],
      BUILD,
      [ITEMPROP],
    );
    expect(report.errors[0]!.message).toBe('non-document-error: File not found.');
  });
});

describe('the allow-list', () => {
  it.each(ALLOWED_HTML_ERRORS.map((entry) => [entry.extract.source, entry] as const))(
    '%s has a reason',
    (_, entry) => {
      expect(entry.reason.length, 'say who writes this markup and why it stays').toBeGreaterThan(
        40,
      );
    },
  );
});

describe('formatReport', () => {
  it('prints page, line and message for each error, then what the allow-list let through', () => {
    const report = classifyMessages(
      [message({}), message({message: 'Duplicate ID “rtk-query”.', extract: '<h2 id=rtk-query>'})],
      BUILD,
      [ITEMPROP],
    );
    const text = formatReport(report, 74, 12.34);
    expect(text).toContain(
      'api/createSlice.html:12: Duplicate ID “rtk-query”.\n    <h2 id=rtk-query>',
    );
    expect(text).toContain('Checked 74 pages in 12.3 s: 1 error(s), 1 allowed');
    expect(text).not.toContain('STALE');
  });

  it('names a stale entry', () => {
    const report = classifyMessages([], BUILD, [ITEMPROP]);
    expect(formatReport(report, 1, 1)).toContain('STALE allow-list entry');
  });
});

describe('parseVnuOutput and pageOf', () => {
  it('reads the messages of the JSON output', () => {
    const output = JSON.stringify({version: '26.9.27', messages: [message({})]});
    expect(parseVnuOutput(output)).toEqual([message({})]);
  });

  it('fails on output that is not the checker JSON', () => {
    expect(() => parseVnuOutput('Error: Unable to access jarfile')).toThrow('did not print JSON');
    expect(() => parseVnuOutput('{"version":"x"}')).toThrow('no "messages"');
  });

  it('names a page by its path in the build', () => {
    expect(pageOf(message({url: `file:${BUILD}/index.html`}), BUILD)).toBe('index.html');
    expect(pageOf(message({url: 'file:/elsewhere/x.html'}), BUILD)).toBe('/elsewhere/x.html');
  });
});

describe('runVnu (Java and the vnu-jar package)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'check-html-'));
  afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));
  const page = (name: string, body: string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, `<!doctype html><html lang=en><title>t</title>${body}</html>`);
    return file;
  };

  it('checks several pages in one run and finds the errors of each', async () => {
    const files = [
      page('lines.html', '<pre><code><div class=token-line>a</div></code></pre>'),
      page('ids.html', '<h3 id=rtk-query>A</h3><h2 id=rtk-query>B</h2>'),
      page('clean.html', '<pre><code><span class=token-line>a</span></code></pre>'),
    ];
    const report = classifyMessages(parseVnuOutput(await runVnu(files)), dir, []);
    expect(report.errors.map((e) => `${e.page}: ${e.message}`).sort()).toEqual([
      'ids.html: Duplicate ID “rtk-query”.',
      'lines.html: Element “div” not allowed as child of element “code” in this context. ' +
        '(Suppressing further errors from this subtree.)',
    ]);
  }, 60_000);
});
