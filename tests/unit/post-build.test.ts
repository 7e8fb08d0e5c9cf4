import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {postBuildOptions, postBuildSteps} from '../../src/plugins/post-build';
import {
  assertStepOrder,
  runSteps,
  type PostBuildProps,
  type PostBuildStep,
  type StepRole,
} from '../../src/plugins/post-build/step';

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

const steps = (localSearch: boolean) => postBuildSteps(context, {localSearch, externalOrigins: {}});

describe('the post-build steps', () => {
  it('run in the documented order: rewrites, then readers, the CSP last', () => {
    expect(steps(true).map((step) => [step.name, step.role])).toEqual([
      ['route-scripts', 'rewrite'],
      ['case-redirect', 'rewrite'],
      ['live-examples', 'rewrite'],
      ['unique-ids', 'read'],
      ['page-descriptions', 'read'],
      ['search-index', 'read'],
      ['llms-txt', 'read'],
      ['security-headers', 'csp'],
    ]);
  });

  it.each([true, false])('keep every rewrite before every reader (local search: %s)', (local) => {
    const list = steps(local);
    const indexes = (role: StepRole) =>
      list.flatMap((step, index) => (step.role === role ? [index] : []));
    expect(Math.max(...indexes('rewrite'))).toBeLessThan(Math.min(...indexes('read')));
    expect(indexes('csp')).toEqual([list.length - 1]);
    expect(() => assertStepOrder(list)).not.toThrow();
  });

  it('leave the search index out in Algolia mode', () => {
    expect(steps(false).map((step) => step.name)).not.toContain('search-index');
  });
});

const fake = (name: string, role: StepRole, log: string[] = [], ms = 0): PostBuildStep => ({
  name,
  role,
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

  it('stops at a step that fails', async () => {
    const log: string[] = [];
    const failing: PostBuildStep = {
      name: 'unique-ids',
      role: 'read',
      run: () => Promise.reject(new Error('duplicate id')),
    };
    await expect(
      runSteps([failing, fake('csp', 'csp', log)], {} as PostBuildProps),
    ).rejects.toThrow('duplicate id');
    expect(log).toEqual([]);
  });
});

describe('postBuildOptions', () => {
  it('checks the options', () => {
    expect(postBuildOptions({localSearch: true, externalOrigins: {gtag: true}})).toEqual({
      localSearch: true,
      externalOrigins: {algoliaAppId: undefined, umamiSrc: undefined, gtag: true},
    });
    expect(() => postBuildOptions({externalOrigins: {}})).toThrow('localSearch');
    expect(() =>
      postBuildOptions({localSearch: false, externalOrigins: {umamiSrc: 'http://x'}}),
    ).toThrow('https://');
  });
});
