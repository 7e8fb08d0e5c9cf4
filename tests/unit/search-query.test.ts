import {describe, expect, it} from 'vitest';
import {errorCodeOf, planQuery, stem, vocabularyOf, type QueryPlan} from '@site/src/search/query';
import {indexTokens, normalizeTerm} from '@site/src/search/schema';

// The index's terms, as the build would write them for a few sentences of docs.
const TERMS = Array.from(
  new Set(
    [
      'useQuery runs a query. TanStack Query (formerly React Query). Use Next.js with node-fetch.',
      'Redux Toolkit and RTK Query. fetchBaseQuery. Cancel, cancelled, cancelling a thunk.',
      'Typing the store: typed hooks and types. Loading and fetching. Server side rendering.',
    ].flatMap((text) =>
      indexTokens(text)
        .map(normalizeTerm)
        .filter((term): term is string => term !== null),
    ),
  ),
).sort();
const known = new Set(TERMS);
const vocabulary = vocabularyOf(
  (term) => known.has(term),
  TERMS,
  (term) => (known.has(term) ? false : term.length >= 4 ? 1 : false),
);
const plan = (query: string) => planQuery(query, vocabulary);
/** Each concept as its variants' terms: `use+query` for a variant of two words. */
const shape = (result: QueryPlan) =>
  result.concepts.map((concept) => ({
    variants: concept.variants.map((variant) => variant.terms.join('+')),
    optional: concept.optional,
  }));

describe('planQuery', () => {
  it('reads an abbreviation as the phrase it stands for, phrase first where the index has it', () => {
    expect(shape(plan('rtkq'))).toEqual([
      {variants: ['rtkq', 'rtkquery', 'rtk+query', 'redux+toolkit+query'], optional: false},
    ]);
  });

  it('joins two words the index knows as one ("use query" finds useQuery)', () => {
    expect(shape(plan('use query'))[0]!.variants.slice(0, 2)).toEqual(['usequery', 'use+query']);
    const [joined, apart] = plan('use query').concepts[0]!.variants;
    expect(apart!.weight).toBeLessThan(joined!.weight);
  });

  it('splits a joined word the index knows in two parts ("nextjs" finds Next.js)', () => {
    expect(shape(plan('nextjs'))[0]!.variants).toEqual(['nextjs', 'next+js']);
    expect(shape(plan('nodefetch'))[0]!.variants).toEqual(['nodefetch', 'node+fetch']);
  });

  it('lets "next.js" match the name without its .js', () => {
    expect(shape(plan('next.js'))).toEqual([{variants: ['next+js', 'next'], optional: false}]);
  });

  it('splits an unknown camel-case identifier into the parts the index knows', () => {
    expect(shape(plan('useGetTodosQuery'))[0]!.variants).toEqual(['usegettodosquery', 'use+query']);
  });

  it('adds the inflections the index holds, for less', () => {
    const [cancel] = plan('cancel thunk').concepts;
    expect(cancel!.variants.map((variant) => variant.terms[0])).toEqual([
      'cancel',
      'cancelled',
      'cancelling',
    ]);
    expect(cancel!.variants[1]!.weight).toBeLessThan(1);
  });

  it('turns "vs" into an optional comparison concept, and drops filler words', () => {
    const result = plan('why is my isLoading vs isFetching');
    expect(shape(result).map((concept) => concept.optional)).toEqual([false, false, true]);
    expect(result.concepts.slice(0, 2).map((concept) => concept.text)).toEqual([
      'isloading',
      'isfetching',
    ]);
  });

  it('reads a long pasted message by the words the index knows, without prefix or typos', () => {
    const result = plan(
      "Error: A state mutation was detected between dispatches, in the path 'todos.0.completed'. Use fetchBaseQuery",
    );
    expect(result.long).toBe(true);
    expect(result.concepts.map((concept) => concept.text)).toEqual(['use', 'fetchbasequery']);
    expect(result.concepts.every((concept) => !concept.prefix && concept.fuzzy === false)).toBe(
      true,
    );
  });

  it('lets the last word be unfinished, and an unknown word be a typo', () => {
    const result = plan('fetchBaseQuery cancl');
    expect(result.concepts.map((concept) => [concept.prefix, concept.fuzzy])).toEqual([
      [false, false],
      [true, 1],
    ]);
  });
});

describe('errorCodeOf', () => {
  it('reads the code of a minified message, or of its /Errors?code= address', () => {
    expect(
      errorCodeOf(
        'Minified Redux Toolkit error #38; visit https://redux-toolkit.js.org/Errors?code=38 for the full message',
      ),
    ).toBe(38);
    expect(errorCodeOf('https://redux-toolkit.js.org/Errors?code=5')).toBe(5);
    expect(errorCodeOf('error #12')).toBe(12);
    expect(errorCodeOf('error handling')).toBeUndefined();
  });
});

describe('stem', () => {
  it('gives inflections of one word one stem', () => {
    const same = (...forms: string[]) => expect(new Set(forms.map(stem)).size).toBe(1);
    same('cancel', 'cancels', 'cancelled', 'cancelling');
    same('normalize', 'normalized', 'normalizing', 'normalization');
    same('type', 'types', 'typed', 'typing');
    same('query', 'queries');
    same('invalidate', 'invalidated', 'invalidates', 'invalidation');
    same('fetch', 'fetches', 'fetched', 'fetching');
  });

  it('keeps apart words that only look alike at the start', () => {
    expect(stem('selector')).not.toBe(stem('select'));
    expect(stem('state')).not.toBe(stem('status'));
    expect(stem('create')).toBe(stem('creation'));
  });
});

describe('indexTokens', () => {
  it('stores a table phrase whose words stand together as one joined term', () => {
    const tokens = indexTokens('TanStack Query (formerly React Query) works under the hood');
    expect(tokens).toEqual(expect.arrayContaining(['tanstackquery', 'reactquery', 'underhood']));
    expect(indexTokens('React components query the store')).not.toContain('reactquery');
  });
});
