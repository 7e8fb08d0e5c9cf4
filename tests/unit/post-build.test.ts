import {createHash} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {afterAll, describe, expect, it} from 'vitest';
import {postBuildOptions, postBuildSteps} from '../../src/plugins/post-build';
import {
  assertStepOrder,
  runSteps,
  type PostBuildProps,
  type PostBuildStep,
  type StepRole,
} from '../../src/plugins/post-build/step';
import {caseInsensitiveRouteMap, redirectScript} from '../../src/plugins/case-redirect/routeCase';
import {headersFor, parseHeadersFile} from '../../src/plugins/security-headers/headersFile';
import {policyDirective} from '../../src/plugins/security-headers/csp';

const siteDir = path.resolve(__dirname, '../..');
const context = {
  siteDir,
  generatedFilesDir: path.join(siteDir, '.docusaurus'),
  siteConfig: {
    baseUrl: '/',
    url: 'http://127.0.0.1:3000',
    title: 'Redux Toolkit',
    tagline: '',
  },
} as unknown as LoadContext;

const steps = () => postBuildSteps(context, {externalOrigins: {}});

describe('the post-build steps', () => {
  it('include the step of every plugin folder that defines one, each once', () => {
    // A plugin folder takes part in the pipeline by exporting a `…Step` factory; its step is
    // named for the folder. One left out of postBuildSteps would simply never run.
    const pluginsDir = path.join(siteDir, 'src/plugins');
    const defined = fs
      .readdirSync(pluginsDir)
      .filter((folder) => {
        const index = path.join(pluginsDir, folder, 'index.ts');
        return (
          fs.existsSync(index) && /export function \w+Step\(/.test(fs.readFileSync(index, 'utf8'))
        );
      })
      .sort();
    expect(defined.length).toBeGreaterThan(0);
    const names = steps().map((step) => step.name);
    expect([...names].sort(), 'add each step to postBuildSteps once').toEqual(defined);
  });

  it('say what each reads and writes', () => {
    for (const step of steps()) {
      expect(step.reads, step.name).not.toBe('');
      expect(step.writes, step.name).not.toBe('');
    }
  });

  it('keep every rewrite before every reader', () => {
    const list = steps();
    const indexes = (role: StepRole) =>
      list.flatMap((step, index) => (step.role === role ? [index] : []));
    expect(Math.max(...indexes('rewrite'))).toBeLessThan(Math.min(...indexes('read')));
    expect(indexes('csp')).toEqual([list.length - 1]);
    expect(() => assertStepOrder(list)).not.toThrow();
  });

  it('index the site only when the search-index plugin is registered (local mode)', () => {
    const search = steps().find((step) => step.name === 'search-index')!;
    const withPlugins = (names: string[]) =>
      ({plugins: names.map((name) => ({name}))}) as unknown as PostBuildProps;
    expect(search.applies?.(withPlugins(['search-index', 'docusaurus-plugin-sitemap']))).toBe(true);
    // Algolia mode: docusaurus.config.ts leaves the plugin out.
    expect(search.applies?.(withPlugins(['docusaurus-plugin-sitemap']))).toBe(false);
  });
});

const fake = (name: string, role: StepRole, log: string[] = [], ms = 0): PostBuildStep => ({
  name,
  role,
  reads: 'nothing',
  writes: 'nothing',
  run: async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} ends`);
  },
});

describe('assertStepOrder', () => {
  it('accepts rewrites, readers and one CSP step, in that order', () => {
    expect(() =>
      assertStepOrder([fake('a', 'rewrite'), fake('b', 'read'), fake('c', 'csp')]),
    ).not.toThrow();
  });

  it('rejects a rewrite after a reader', () => {
    expect(() =>
      assertStepOrder([fake('reader', 'read'), fake('writer', 'rewrite'), fake('c', 'csp')]),
    ).toThrow('the rewrite step writer must come before the read step reader');
  });

  it('rejects a CSP step that is not last, or not alone', () => {
    expect(() => assertStepOrder([fake('c', 'csp'), fake('b', 'read')])).toThrow(
      'the read step b must come before the csp step c',
    );
    expect(() => assertStepOrder([fake('a', 'read')])).toThrow('exactly one csp step');
    expect(() => assertStepOrder([fake('c', 'csp'), fake('d', 'csp')])).toThrow(
      'exactly one csp step',
    );
  });
});

describe('runSteps', () => {
  it('starts each step once the one before it has finished', async () => {
    const log: string[] = [];
    const times = await runSteps(
      [fake('slow', 'rewrite', log, 30), fake('quick', 'read', log), fake('csp', 'csp', log)],
      {} as PostBuildProps,
    );
    expect(log).toEqual([
      'slow starts',
      'slow ends',
      'quick starts',
      'quick ends',
      'csp starts',
      'csp ends',
    ]);
    expect(times.map(({name}) => name)).toEqual(['slow', 'quick', 'csp']);
  });

  it('skips a step that does not apply to this build', async () => {
    const log: string[] = [];
    const skipped = {...fake('search-index', 'read', log), applies: () => false};
    const times = await runSteps([skipped, fake('csp', 'csp', log)], {} as PostBuildProps);
    expect(log).toEqual(['csp starts', 'csp ends']);
    expect(times.map(({name}) => name)).toEqual(['csp']);
  });

  it('stops at a step that fails', async () => {
    const log: string[] = [];
    const failing: PostBuildStep = {
      ...fake('page-check', 'read'),
      run: () => Promise.reject(new Error('a page is broken')),
    };
    await expect(
      runSteps([failing, fake('csp', 'csp', log)], {} as PostBuildProps),
    ).rejects.toThrow('a page is broken');
    expect(log).toEqual([]);
  });
});

describe('the pipeline on a built site', () => {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'post-build-'));
  afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it("hashes the 404 page's redirect script, which an earlier step wrote, into the CSP", async () => {
    fs.writeFileSync(
      path.join(outDir, '404.html'),
      '<html><head><meta charset="utf-8"><title>Not found</title></head></html>',
    );
    fs.writeFileSync(path.join(outDir, 'index.html'), '<script>theme()</script>');
    const routesPaths = ['/', '/api/createSlice', '/errors', '/404.html'];
    // The real steps in the pipeline's order, without those that need a whole build.
    const used = steps().filter((step) =>
      ['case-redirect', 'security-headers'].includes(step.name),
    );
    await runSteps(used, {outDir, baseUrl: '/', routesPaths} as PostBuildProps);

    const script = redirectScript(caseInsensitiveRouteMap(routesPaths.slice(0, 3)));
    const notFound = fs.readFileSync(path.join(outDir, '404.html'), 'utf8');
    expect(notFound).toContain(`<meta charset="utf-8"><script>${script}</script><title>`);
    const headers = parseHeadersFile(fs.readFileSync(path.join(outDir, '_headers'), 'utf8'));
    const policy = headersFor(headers, '/no-such-page').get('Content-Security-Policy') ?? '';
    const sha = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    expect(policyDirective(policy, 'script-src')).toEqual(
      ["'self'", sha(script), sha('theme()')].sort(),
    );
  });
});

describe('postBuildOptions', () => {
  it('checks the options', () => {
    expect(postBuildOptions({externalOrigins: {gtag: true}})).toEqual({
      externalOrigins: {algoliaAppId: undefined, umamiSrc: undefined, gtag: true},
    });
    expect(() => postBuildOptions(null)).toThrow('options must be an object');
    expect(() => postBuildOptions({externalOrigins: {umamiSrc: 'http://x'}})).toThrow('https://');
  });
});
