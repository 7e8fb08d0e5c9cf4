import {describe, expect, it} from 'vitest';
import {parseCodeParam} from '../../src/pages/_components/ErrorCatalog/parseCode';

describe('parseCodeParam (the ?code= of /errors)', () => {
  it('reads a whole number', () => {
    expect(parseCodeParam('?code=5')).toEqual({kind: 'code', code: 5});
    expect(parseCodeParam('?code=%2042%20')).toEqual({kind: 'code', code: 42});
  });

  it('reports nothing asked when the parameter is absent', () => {
    expect(parseCodeParam('')).toEqual({kind: 'none'});
    expect(parseCodeParam('?q=store')).toEqual({kind: 'none'});
  });

  it.each(['abc', '-1', '1.5', '', '5x', '1e3', '0x10', '1234567'])(
    'calls %j malformed instead of guessing',
    (raw) => {
      expect(parseCodeParam(`?code=${encodeURIComponent(raw)}`)).toEqual({kind: 'malformed', raw});
    },
  );
});
