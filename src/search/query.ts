// Reads a query the way a reader means it, before any posting is looked up: which words must
// match, what each of them may also be written as, and which words only add to the score.
// Shared by the browser engine (localSearch.ts) and the tests; it knows the index only through
// its vocabulary, so it costs no index bytes.
import {
  CAMEL_BOUNDARY,
  MAX_QUERY_LENGTH,
  normalizeTerm,
  SYNONYM_TERMS,
  WORD_PATTERN,
  words,
} from './schema';

/** One way of writing a concept: index terms that must all match, and how much a match counts. */
export type Variant = {readonly terms: readonly string[]; readonly weight: number};

/** One thing the reader asked for, and the ways the docs may write it. */
export type Concept = {
  /** The words as the reader typed them, normalised (for the phrase bonus and debugging). */
  readonly text: string;
  /** The first variant is the reader's own spelling. */
  readonly variants: readonly Variant[];
  /** The reader may still be typing it: its last term also matches as a prefix. */
  readonly prefix: boolean;
  /** Typo distance for the reader's spelling, when the index does not know the word. */
  readonly fuzzy: number | false;
  /** A hit need not match it; when it does, its score adds to the hit's. */
  readonly optional: boolean;
};

export type QueryPlan = {
  readonly concepts: readonly Concept[];
  /**
   * A pasted message rather than a search: its words are many and partly the reader's own
   * (paths, names, values), so only the words the index knows count, and a hit needs only
   * some of them.
   */
  readonly long: boolean;
  /**
   * The production error code the query quotes ("Minified Redux Toolkit error #38", or the
   * `Errors?code=38` address in that message): that code's entry of the catalogue goes first.
   */
  readonly errorCode?: number;
  /**
   * The query's topic terms (`topicTerms`), to find a page whose title names it (`titleNames`);
   * empty for a pasted message.
   */
  readonly topic: readonly string[];
};

// Words of a page title that name no topic: the site's own name ("Redux Toolkit with Next.js"
// is the Next.js page, "Getting Started with Redux Toolkit" the getting-started page).
const SITE_NAME_TERMS = new Set(['redux', 'toolkit', 'rtk']);

/**
 * The terms a page title or a query names a topic with: its words normalised as the index
 * normalises them (lower case, stop words and single letters out), the site's name out.
 */
export function topicTerms(text: string): string[] {
  return words(text.slice(0, MAX_QUERY_LENGTH))
    .map(normalizeTerm)
    .filter((term): term is string => term !== null && !SITE_NAME_TERMS.has(term));
}

/**
 * Whether a page title names the query, given both as `topicTerms`: the same terms, either
 * joined in order (spacing and punctuation aside: "create slice" and "createslice" name
 * `createSlice`, "nextjs" and "next.js" name "Redux Toolkit with Next.js") or as sets, in any
 * order ("typescript usage" names "Usage With TypeScript"). No stemming and no synonyms: a
 * title that merely contains the query ("Customizing createApi") does not name it.
 */
export function titleNames(title: readonly string[], query: readonly string[]): boolean {
  if (title.length === 0 || query.length === 0) return false;
  if (title.join('') === query.join('')) return true;
  const a = new Set(title);
  const b = new Set(query);
  return a.size === b.size && Array.from(a).every((term) => b.has(term));
}

const ERROR_CODE = /\berror\s*#\s*(\d{1,4})\b|[?&]code=(\d{1,4})\b/i;

/** The error code a query quotes, if any. */
export function errorCodeOf(query: string): number | undefined {
  const match = ERROR_CODE.exec(query.slice(0, MAX_QUERY_LENGTH));
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** What the analysis needs to know about the index. */
export type Vocabulary = {
  /** Whether the index has this term. */
  readonly has: (term: string) => boolean;
  /** Typo distance allowed for a term the index does not know (false: none). */
  readonly typoDistance: (term: string) => number | false;
  /** Other terms of the index with the same `stem`. */
  readonly inflections: (term: string) => readonly string[];
};

/** A Vocabulary over the index's sorted term list; the stem table is built on first use. */
export function vocabularyOf(
  has: (term: string) => boolean,
  terms: readonly string[],
  typoDistance: (term: string) => number | false,
): Vocabulary {
  let stems: Map<string, string[]> | null = null;
  return {
    has,
    typoDistance,
    inflections(term) {
      if (!stems) {
        stems = new Map();
        for (const word of terms) {
          if (word.length < 3 || /\d/.test(word)) continue;
          const key = stem(word);
          const list = stems.get(key);
          if (list) list.push(word);
          else stems.set(key, [word]);
        }
      }
      if (term.length < 3 || /\d/.test(term)) return [];
      return (stems.get(stem(term)) ?? []).filter((word) => word !== term);
    },
  };
}

/** More terms than this, and the query is read as a pasted message. */
const LONG_QUERY_TERMS = 8;
/** At most this many distinct known terms of a pasted message are searched. */
const MAX_MESSAGE_TERMS = 16;

// A reader asking to compare two things ("X vs Y"): these words become one optional concept
// that comparison pages and sections match, instead of words every hit must have.
const COMPARISON_WORDS = [
  'vs',
  'versus',
  'compare',
  'compared',
  'comparison',
  'difference',
  'differences',
  'differ',
  'alternative',
  'alternatives',
];
const COMPARISON_CONCEPT: Concept = {
  text: 'comparison',
  variants: COMPARISON_WORDS.map((term) => ({terms: [term], weight: 1})),
  prefix: false,
  fuzzy: false,
  optional: true,
};

// Words a reader puts around a search that say nothing about where the answer is. The index
// keeps them (they are rare enough), the query drops them.
const QUERY_ONLY_STOP_WORDS = new Set(
  (
    'my me our us after about just should would could need want way best using work works ' +
    'working doesn don does isn between'
  )
    .split(' ')
    .concat(COMPARISON_WORDS),
);

/** A synonym's weight; less than this (inflections, expansions) is a loose match. */
export const SYNONYM_WEIGHT = 0.8;

/**
 * One-way expansions: words of a reader's question that the docs answer in their own terms
 * ("stale" data after a mutation is about refetching and invalidation). Unlike SYNONYMS, the
 * other direction does not hold: a search for "refetch" is not about staleness.
 */
const EXPANSIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['stale', ['refetching', 'invalidation', 'invalidate']],
  ['outdated', ['refetching', 'invalidation']],
  ['spinner', ['isloading', 'isfetching']],
  ['logout', ['resetapistate', 'reset']],
  ['rerender', ['selectfromresult', 'render']],
  ['rerenders', ['selectfromresult', 'render']],
  ['lazy', ['uselazyquery', 'lazyquery']],
  ['auth', ['prepareheaders', 'token']],
  // The docs' unique-id generator.
  ['unique', ['nanoid']],
]);
const EXPANSION_WEIGHT = 0.6;
/** Words of a phrase found apart, when the index also knows them together. */
const APART_WEIGHT = 0.1;
const MAX_PHRASE = 3;

/** Lookup: a normalised phrase -> the other phrases of its groups, each split into terms. */
const SYNONYM_INDEX: ReadonlyMap<string, readonly (readonly string[])[]> = (() => {
  const index = new Map<string, Array<readonly string[]>>();
  for (const group of SYNONYM_TERMS) {
    for (const phrase of group) {
      const key = phrase.join(' ');
      const others = index.get(key) ?? [];
      for (const other of group) {
        if (other !== phrase) others.push(other);
      }
      index.set(key, others);
    }
  }
  return index;
})();

// Inflections: words of the index with the reader's word's stem (see `stem`).
export const INFLECTION_WEIGHT = 0.7;
const MAX_INFLECTIONS = 6;

// Endings `stem` removes, longest first; the number is the shortest stem left behind.
const ENDINGS: ReadonlyArray<readonly [string, string, number]> = [
  ['izations', '', 4],
  ['ization', '', 4],
  ['ations', '', 4],
  ['ation', '', 4],
  ['ating', '', 4],
  ['izing', '', 4],
  ['ized', '', 4],
  ['izes', '', 4],
  ['ated', '', 4],
  ['ates', '', 4],
  ['ings', '', 3],
  ['ions', '', 3],
  ['ize', '', 4],
  ['ate', '', 4],
  ['ing', '', 3],
  ['ion', '', 3],
  ['ers', '', 3],
  ['ies', 'y', 3],
  ['ied', 'y', 3],
  ['ed', '', 3],
  ['er', '', 3],
  ['es', '', 3],
  ['ly', '', 3],
  ['s', '', 3],
  ['e', '', 3],
  ['d', '', 3],
];

/**
 * A light English stemmer for matching inflections through the vocabulary: `cancel`,
 * `cancelled` and `cancelling` share `cancel`; `normalize`, `normalized` and `normalization`
 * share `normal`; `type`, `types` and `typing` share `typ`. It only has to be consistent: two
 * words match when their stems are equal.
 */
export function stem(word: string): string {
  let base = word;
  if (word.length > 3 && !/\d/.test(word)) {
    for (const [ending, replacement, shortest] of ENDINGS) {
      if (word.endsWith(ending) && word.length - ending.length >= shortest) {
        base = word.slice(0, -ending.length) + replacement;
        break;
      }
    }
  }
  // `cancell` (from `cancelling`) -> `cancel`, and `call` -> `cal` alike.
  return /([b-df-hj-np-tv-z])\1$/.test(base) ? base.slice(0, -1) : base;
}

type Token = {
  readonly raw: string;
  /** The index term, or null for a stop word. */
  readonly term: string | null;
  /** Joined to the previous word by punctuation only (`next.js`, `node-fetch`). */
  readonly glued: boolean;
};

function tokenize(query: string): Token[] {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const tokens: Token[] = [];
  let end = -1;
  for (const match of Array.from(text.matchAll(WORD_PATTERN))) {
    const start = match.index ?? 0;
    const gap = end < 0 ? '' : text.slice(end, start);
    end = start + match[0].length;
    const normal = normalizeTerm(match[0]);
    const term = normal !== null && !QUERY_ONLY_STOP_WORDS.has(normal) ? normal : null;
    tokens.push({raw: match[0], term, glued: gap !== '' && !/\s/.test(gap)});
  }
  return tokens;
}

/**
 * The variants for a phrase: its joined form where the index has it (the words stand together
 * somewhere, or an identifier spells them), then its words anywhere in a section, for less.
 */
function phraseVariants(
  terms: readonly string[],
  weight: number,
  vocabulary: Vocabulary,
): Variant[] {
  if (terms.length < 2) return [{terms, weight}];
  const joined = terms.join('');
  return vocabulary.has(joined)
    ? [
        {terms: [joined], weight},
        {terms, weight: weight * APART_WEIGHT},
      ]
    : [{terms, weight}];
}

/** `nextjs` -> `next` + `js` when the index knows both halves and not the whole. */
function split(term: string, vocabulary: Vocabulary): string[] | null {
  for (let at = term.length - 2; at >= 2; at--) {
    const head = term.slice(0, at);
    const tail = term.slice(at);
    if (vocabulary.has(head) && vocabulary.has(tail)) return [head, tail];
  }
  return null;
}

/** Camel-case parts of an identifier the index does not know (`useGetPostsQuery`). */
function camelParts(raw: string, vocabulary: Vocabulary): string[] | null {
  const parts = raw
    .split(CAMEL_BOUNDARY)
    .map((part) => normalizeTerm(part))
    .filter((part): part is string => part !== null && vocabulary.has(part));
  return parts.length >= 2 ? parts : null;
}

function single(token: Token, last: boolean, vocabulary: Vocabulary): Concept {
  const term = token.term!;
  const variants: Variant[] = [{terms: [term], weight: 1}];
  const known = vocabulary.has(term);
  if (!known) {
    const parts = camelParts(token.raw, vocabulary) ?? split(term, vocabulary);
    if (parts) variants.push({terms: parts, weight: 1});
  }
  for (const other of SYNONYM_INDEX.get(term) ?? []) {
    variants.push(...phraseVariants(other, SYNONYM_WEIGHT, vocabulary));
  }
  for (const word of EXPANSIONS.get(term) ?? []) {
    if (vocabulary.has(word)) variants.push({terms: [word], weight: EXPANSION_WEIGHT});
  }
  for (const word of vocabulary.inflections(term).slice(0, MAX_INFLECTIONS)) {
    variants.push({terms: [word], weight: INFLECTION_WEIGHT});
  }
  return {
    text: term,
    variants,
    prefix: last,
    // A word the index knows is what the reader meant; an unknown one may be a typo.
    fuzzy: known || variants.length > 1 ? false : vocabulary.typoDistance(term),
    optional: false,
  };
}

/** Reads a query into the concepts a hit should match. */
export function planQuery(query: string, vocabulary: Vocabulary): QueryPlan {
  const tokens = tokenize(query);
  const terms = tokens.filter((token) => token.term !== null);
  const comparison = tokens.some((token) => COMPARISON_WORDS.includes(token.raw.toLowerCase()));
  const errorCode = errorCodeOf(query);

  if (terms.length > LONG_QUERY_TERMS) {
    const known: string[] = [];
    for (const {term} of terms) {
      if (vocabulary.has(term!) && !known.includes(term!)) known.push(term!);
      if (known.length === MAX_MESSAGE_TERMS) break;
    }
    return {
      long: true,
      errorCode,
      topic: [],
      concepts: known.map((term) => ({
        text: term,
        variants: [{terms: [term], weight: 1}],
        prefix: false,
        fuzzy: false,
        optional: false,
      })),
    };
  }

  const concepts: Concept[] = [];
  for (let i = 0; i < terms.length;) {
    const last = (n: number) => i + n === terms.length;
    // Longest phrase of the synonym table first.
    let taken = 0;
    for (let n = Math.min(MAX_PHRASE, terms.length - i); n >= 2 && taken === 0; n--) {
      const phrase = terms.slice(i, i + n).map((token) => token.term!);
      const others = SYNONYM_INDEX.get(phrase.join(' '));
      if (!others) continue;
      const variants = phraseVariants(phrase, 1, vocabulary);
      for (const other of others) {
        variants.push(...phraseVariants(other, SYNONYM_WEIGHT, vocabulary));
      }
      concepts.push({
        text: phrase.join(' '),
        variants,
        prefix: last(n),
        fuzzy: false,
        optional: false,
      });
      taken = n;
    }
    if (taken > 0) {
      i += taken;
      continue;
    }
    const token = terms[i]!;
    const next = terms[i + 1];
    if (next) {
      const joined = `${token.term}${next.term}`;
      // `use query` -> also `usequery`; `node-fetch` -> also `nodefetch`.
      if (vocabulary.has(joined)) {
        concepts.push({
          text: `${token.term} ${next.term}`,
          variants: phraseVariants([token.term!, next.term!], 1, vocabulary),
          prefix: last(2),
          fuzzy: false,
          optional: false,
        });
        i += 2;
        continue;
      }
      // `next.js`, `immer.js`: the docs often write the name without its `.js`.
      if (next.glued && next.term === 'js') {
        const plain = single(token, false, vocabulary);
        concepts.push({
          ...plain,
          text: `${token.term} js`,
          variants: [{terms: [token.term!, 'js'], weight: 1}, ...plain.variants],
          prefix: false,
        });
        i += 2;
        continue;
      }
    }
    concepts.push(single(token, last(1), vocabulary));
    i += 1;
  }
  if (comparison && concepts.length > 0) concepts.push(COMPARISON_CONCEPT);
  return {long: false, errorCode, topic: topicTerms(query), concepts};
}
