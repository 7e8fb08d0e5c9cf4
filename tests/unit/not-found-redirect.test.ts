import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {caseInsensitiveRouteMap, redirectScript} from '../../src/plugins/case-redirect/routeCase';

// Route paths as Docusaurus passes them to postBuild.
const routePaths = [
  '/',
  '/errors',
  '/search',
  '/introduction/getting-started',
  '/api/configureStore',
];
const routeMap = caseInsensitiveRouteMap(routePaths);

describe('caseInsensitiveRouteMap', () => {
  it('ignores parameterised and catch-all routes', () => {
    expect(caseInsensitiveRouteMap(['/docs/:id', '*', '/a'])).toEqual({'/a': '/a'});
  });
});

/** Runs the 404.html script against a fake browser and reports what it did. */
function runScript(url: string, map = routeMap) {
  const {pathname, search, hash} = new URL(url, 'http://127.0.0.1');
  const calls: string[] = [];
  const location = {pathname, search, hash, replace: (to: string) => calls.push(`replace ${to}`)};
  const window = {stop: () => calls.push('stop')};
  vm.runInNewContext(redirectScript(map), {location, window});
  return calls;
}

describe('the 404.html redirect script', () => {
  it('stops the not-found page and replaces the URL, keeping query and hash', () => {
    expect(runScript('/Errors?code=5')).toEqual(['stop', 'replace /errors?code=5']);
    expect(runScript('/API/CONFIGURESTORE#parameters')).toEqual([
      'stop',
      'replace /api/configureStore#parameters',
    ]);
  });

  it.each([
    ['/Errors', '/errors'],
    ['/ERRORS/', '/errors'],
    ['/errors/', '/errors'],
    ['/api/configurestore', '/api/configureStore'],
    ['/Introduction/Getting-Started', '/introduction/getting-started'],
  ])('sends %s to %s', (from, to) => {
    expect(runScript(from)).toEqual(['stop', `replace ${to}`]);
  });

  it.each(['/errors', '/no-such-page', '/api/configureStore/extra', '/', '/constructor'])(
    'leaves %s alone (exact page or no page)',
    (pathname) => {
      expect(runScript(`${pathname}?q=1`)).toEqual([]);
    },
  );

  it('refuses to guess when two pages differ only by case', () => {
    const ambiguous = caseInsensitiveRouteMap(['/README', '/ReadMe', '/other']);
    expect(runScript('/readme', ambiguous)).toEqual([]);
    expect(runScript('/OTHER', ambiguous)).toEqual(['stop', 'replace /other']);
  });

  it('cannot be closed early by a path containing markup', () => {
    const script = redirectScript(caseInsensitiveRouteMap(['/a</script><script>alert(1)']));
    expect(script).not.toContain('</script>');
  });
});
