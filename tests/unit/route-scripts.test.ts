import {describe, expect, it} from 'vitest';
import {parseRoutesModule, type ClientManifest} from '../../src/internals/generated';
import {routeScriptFiles, withRouteScripts} from '../../src/plugins/route-scripts/routeScripts';

// The shape of Docusaurus' generated routes.js: a home page and a docs tree whose layout routes
// share the path `/`, then the catch-all route.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/search',
    component: ComponentCreator('/search', '5de'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '/',
    component: ComponentCreator('/', '6d0'),
    routes: [
      {
        path: '/api/createSlice',
        component: ComponentCreator('/api/createSlice', '794'),
        exact: true,
        sidebar: "docs"
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/search-5de': {__comp: 'search'},
  '/-e5f': {__comp: 'home', __context: {plugin: 'homeData'}},
  '/-6d0': {__comp: 'docsRoot', __props: 'versionData'},
  '/api/createSlice-794': {__comp: 'docItem', content: 'createSliceContent'},
};

const MANIFEST: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['runtime', 'main'],
    search: ['s1'],
    home: ['shared', 'h1'],
    homeData: ['hd'],
    docsRoot: ['d1'],
    versionData: ['v1'],
    // The doc page component, with a chunk split off it that the home page shares.
    docItem: ['shared', 'empty', 'di'],
    createSliceContent: ['cs'],
  },
  assets: {
    runtime: {js: [{publicPath: '/assets/js/runtime~main.1.js'}]},
    main: {js: [{publicPath: '/assets/js/main.1.js'}]},
    s1: {js: [{publicPath: '/assets/js/search.js'}]},
    shared: {js: [{publicPath: '/assets/js/shared.js'}]},
    h1: {js: [{publicPath: '/assets/js/home.js'}]},
    hd: {js: [{publicPath: '/assets/js/homeData.js'}]},
    d1: {js: [{publicPath: '/assets/js/docsRoot.js'}]},
    v1: {js: [{publicPath: '/assets/js/versionData.js'}]},
    // A chunk with no file of its own (webpack merged it away).
    empty: {},
    di: {js: [{publicPath: '/assets/js/docItem.js'}]},
    cs: {js: [{publicPath: '/assets/js/createSlice.js'}]},
  },
};

describe('parseRoutesModule', () => {
  it('reads paths, exactness, chunk keys and nested routes', () => {
    const routes = parseRoutesModule(ROUTES_JS);
    expect(routes.map((r) => [r.path, r.key, r.exact])).toEqual([
      ['/search', '/search-5de', true],
      ['/', '/-e5f', true],
      ['/', '/-6d0', undefined],
      ['*', undefined, undefined],
    ]);
    expect(routes[2]!.routes).toEqual([
      {path: '/api/createSlice', key: '/api/createSlice-794', exact: true, routes: undefined},
    ]);
  });

  it('fails on a module that does not export an array of routes', () => {
    expect(() => parseRoutesModule('export default {};')).toThrow('does not export an array');
    expect(() => parseRoutesModule('export default [{exact: true}];')).toThrow('without a path');
  });
});

describe('routeScriptFiles', () => {
  const routes = parseRoutesModule(ROUTES_JS);
  const files = (pathname: string) => routeScriptFiles(pathname, routes, CHUNK_NAMES, MANIFEST);

  it('lists the chunks of every matching route, outer first, each file once', () => {
    expect(files('/api/createSlice')).toEqual([
      '/assets/js/docsRoot.js',
      '/assets/js/versionData.js',
      '/assets/js/shared.js',
      '/assets/js/docItem.js',
      '/assets/js/createSlice.js',
    ]);
  });

  it('matches like the client: the exact home route, not the docs tree that shares its path', () => {
    expect(files('/')).toEqual([
      '/assets/js/shared.js',
      '/assets/js/home.js',
      '/assets/js/homeData.js',
    ]);
  });

  it('for a path no page has: the layout routes that match it, or nothing', () => {
    // The docs tree's route has no `exact`, so it matches any path, as in the browser.
    expect(files('/nope/deeper')).toEqual(['/assets/js/docsRoot.js', '/assets/js/versionData.js']);
    // The catch-all route has no chunks of its own.
    expect(routeScriptFiles('/x', [{path: '*'}], CHUNK_NAMES, MANIFEST)).toEqual([]);
  });

  it('never lists a file of the entry point', () => {
    const manifest = {...MANIFEST, origins: {...MANIFEST.origins, search: ['s1', 'main']}};
    expect(routeScriptFiles('/search', routes, CHUNK_NAMES, manifest)).toEqual([
      '/assets/js/search.js',
    ]);
  });
});

describe('withRouteScripts', () => {
  const HTML =
    '<head><link rel=stylesheet href=/assets/css/styles.css /><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.1.js defer></script></head>';

  it('puts deferred, marked script tags before the entry point', () => {
    expect(withRouteScripts(HTML, ['/assets/js/a.js', '/assets/js/b.js'])).toBe(
      '<head><link rel=stylesheet href=/assets/css/styles.css />' +
        '<script src="/assets/js/a.js" data-route-script defer></script>' +
        '<script src="/assets/js/b.js" data-route-script defer></script>' +
        '<script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.1.js defer></script></head>',
    );
  });

  it('leaves a page with no chunks as it is, and fails on a page without the entry point', () => {
    expect(withRouteScripts(HTML, [])).toBe(HTML);
    expect(() => withRouteScripts('<head></head>', ['/a.js'])).toThrow('no runtime~main');
  });
});
