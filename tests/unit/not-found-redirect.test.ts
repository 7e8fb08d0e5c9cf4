import type {RouteConfig} from 'react-router-config';
import {describe, expect, it} from 'vitest';
import {
  collectPagePaths,
  findRouteIgnoringCase,
} from '../../src/theme/NotFound/Content/findRouteIgnoringCase';

// The shape Docusaurus generates: pages at the top, docs nested under layout routes, and a
// catch-all that renders the not-found page.
const routes: RouteConfig[] = [
  {path: '/', exact: true},
  {path: '/errors', exact: true},
  {path: '/search', exact: true},
  {
    path: '/',
    routes: [
      {
        path: '/',
        routes: [
          {path: '/introduction/getting-started', exact: true},
          {path: '/api/configureStore', exact: true},
        ],
      },
    ],
  },
  {path: '*'},
];

describe('collectPagePaths', () => {
  it('lists leaf pages and leaves out layout routes and the catch-all', () => {
    expect(collectPagePaths(routes)).toEqual([
      '/',
      '/errors',
      '/search',
      '/introduction/getting-started',
      '/api/configureStore',
    ]);
  });
});

describe('findRouteIgnoringCase', () => {
  const paths = collectPagePaths(routes);

  it.each([
    ['/Errors', '/errors'],
    ['/ERRORS/', '/errors'],
    ['/api/configurestore', '/api/configureStore'],
    ['/Introduction/Getting-Started', '/introduction/getting-started'],
  ])('sends %s to %s', (from, to) => {
    expect(findRouteIgnoringCase(from, paths)).toBe(to);
  });

  it.each(['/errors', '/no-such-page', '/api/configureStore/extra', '/'])(
    'leaves %s alone (exact page or no page)',
    (pathname) => {
      expect(findRouteIgnoringCase(pathname, paths)).toBeUndefined();
    },
  );

  it('refuses to guess when two pages differ only by case', () => {
    expect(findRouteIgnoringCase('/readme', ['/README', '/ReadMe'])).toBeUndefined();
  });
});
