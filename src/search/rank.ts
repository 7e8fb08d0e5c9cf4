// Ranks the records of the index for a query plan (query.ts). MiniSearch scores each term
// (BM25 over the weighted fields); this file decides how the terms of a query combine:
// - each concept matches through any of its variants (synonym, joined or split word, inflection);
// - a hit must match every concept of a short query (most of them when none matches all),
//   and enough of the distinctive words of a pasted message;
// - the score rewards coverage of the rarer concepts, a heading that holds the whole query (the
//   more of the heading it is, the more; a page title may hold a word as an inflection), the
//   query's words in order in that heading, and listed pages over the internals (`rank`);
// - the best records are re-ranked by how near the query's words stand in their text (`rerank`);
// - the list is ordered by page (`byPage`): a page's other matching sections add to it, a page
//   whose title names the query comes first, and no more than two records of a page come before
//   the next page's best, so that one long page cannot fill the first rows the modal displays;
// - the catalogue entry of a quoted error code goes first (`pinErrorCode`).
import type MiniSearch from 'minisearch';
import type {SearchResult} from 'minisearch';
import {errorCodeAnchor} from '../utils/errorCodeAnchor';
import {
  INFLECTION_WEIGHT,
  SYNONYM_WEIGHT,
  titleNames,
  topicTerms,
  type Concept,
  type QueryPlan,
  type Variant,
} from './query';
import {CAMEL_BOUNDARY, normalizeTerm, words, type SearchRecord} from './schema';

/** A ranked record: its score, the index terms it matched (with their fields), its stored fields. */
export type Ranked = {
  readonly id: string;
  readonly score: number;
  /** Per matched term: the index terms it matched and their fields (merge with `matchOf`). */
  readonly matches: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  readonly result: SearchResult;
};

/** How much a heading that holds every concept multiplies the score. */
const WHOLE_QUERY_IN_HEADING = 3;
/** How much the query's words, in order and adjacent, in the heading multiply it. */
const PHRASE_IN_HEADING = 1.5;
/** How much a heading made only of the query's words multiplies the score (less, pro rata). */
const EXACT_HEADING = 0.5;
/** Variants weighed less than a synonym (inflections, expansions) do not make a heading match. */
const HEADING_VARIANT_WEIGHT = SYNONYM_WEIGHT;
/** In a page title, an inflection does; an expansion still does not. */
const PAGE_TITLE_VARIANT_WEIGHT = INFLECTION_WEIGHT;
/** What an unlisted page's records are worth against a listed page's. */
const UNLISTED = 0.5;
/** An optional concept's match (a comparison word) adds this share of its score. */
const OPTIONAL_SHARE = 0.5;
/** A pasted message: a hit needs at least this share of its known words. */
const MESSAGE_COVERAGE = 0.3;

/** A record's match of a term, variant or concept; `title`: every term matched its heading. */
export type Hit = {
  score: number;
  title: boolean;
  /** MiniSearch's `match` of each term, shared with the cache: never written to. */
  matches: ReadonlyArray<Readonly<Record<string, readonly string[]>>>;
  result: SearchResult;
};

/** The index terms a ranked record matched, with the fields they matched in. */
export function matchOf(ranked: Ranked): Record<string, string[]> {
  const merged: Record<string, string[]> = {};
  for (const match of ranked.matches) {
    for (const term of Object.keys(match)) {
      merged[term] = Array.from(new Set([...(merged[term] ?? []), ...match[term]!]));
    }
  }
  return merged;
}
type Filter = ((result: SearchResult) => boolean) | undefined;

/** Term results kept between searches: the reader's next keystroke repeats most terms. */
export type TermCache = Map<string, ReadonlyMap<string, Hit>>;
/** Entries a TermCache holds before it starts again. */
const TERM_CACHE_SIZE = 2000;

export type RankOptions = {
  readonly filter?: Filter;
  /** Names `filter` in the cache keys: searches with the same facet filters share entries. */
  readonly filterKey?: string;
  /** Pages outside every sidebar (SearchIndexFile.unlisted). */
  readonly unlisted?: ReadonlySet<string>;
  /**
   * Valid while the postings a term's lookup needs stay loaded, which they do once loaded:
   * each shard holds all the postings of its terms.
   */
  readonly termCache?: TermCache;
};

/** Scores every record for `plan`, best first. */
export function rank(
  miniSearch: MiniSearch<SearchRecord>,
  plan: QueryPlan,
  {filter, filterKey = '', unlisted = new Set(), termCache = new Map()}: RankOptions = {},
): Ranked[] {
  const required = plan.concepts.filter((concept) => !concept.optional);
  const optional = plan.concepts.filter((concept) => concept.optional);
  if (required.length === 0) return [];
  if (termCache.size > TERM_CACHE_SIZE) termCache.clear();
  const termHits = (term: string, prefix: boolean, fuzzy: number | false) => {
    const key = `${filterKey}|${term}|${prefix}|${fuzzy}`;
    let hits = termCache.get(key) as Map<string, Hit> | undefined;
    if (!hits) {
      hits = new Map();
      for (const result of miniSearch.search(term, {prefix, fuzzy, filter, combineWith: 'OR'})) {
        const title = Object.values(result.match).some((fields) => fields.includes('title'));
        hits.set(result.id as string, {
          score: result.score,
          title,
          matches: [result.match],
          result,
        });
      }
      termCache.set(key, hits);
    }
    return hits;
  };
  /** A variant's hits; a one-word variant's are the cache's own map, read only. */
  const variantHits = (concept: Concept, variant: Variant, first: boolean) => {
    const terms = variant.terms.length;
    const lookup = (j: number) =>
      termHits(
        variant.terms[j]!,
        concept.prefix && j === terms - 1,
        first && terms === 1 ? concept.fuzzy : false,
      );
    let combined: ReadonlyMap<string, Hit> = lookup(0);
    for (let j = 1; j < terms; j++) {
      const hits = lookup(j);
      const next = new Map<string, Hit>();
      for (const [id, hit] of Array.from(combined)) {
        const other = hits.get(id);
        if (other) {
          next.set(id, {
            score: hit.score + other.score,
            title: hit.title && other.title,
            matches: hit.matches.concat(other.matches),
            result: hit.result,
          });
        }
      }
      combined = next;
    }
    if (terms > 1) {
      // The words of one concept count as one: their mean, so that a phrase of three words
      // does not outweigh the single word it stands for. They count as a heading match only
      // side by side: "Using a query without React" is not about "react query".
      for (const hit of Array.from(combined.values()) as Hit[]) {
        hit.score /= terms;
        if (hit.title && !hasPhrase(headingOf(hit.result), variant.terms)) hit.title = false;
      }
    }
    return combined;
  };
  const conceptHits = (concept: Concept) => {
    const best = new Map<string, Hit>();
    concept.variants.forEach((variant, v) => {
      for (const [id, hit] of Array.from(variantHits(concept, variant, v === 0))) {
        const score = hit.score * variant.weight;
        // A heading holds the concept when it has the reader's word or a synonym, not merely
        // an inflection or a loose expansion of it ("Lazy routes" is not about "router"). A page
        // title names the page's topic: an inflection counts there ("Cache Behavior" for
        // "caching"), an expansion does not.
        const title =
          hit.title &&
          variant.weight >=
            (String(hit.result.url).includes('#')
              ? HEADING_VARIANT_WEIGHT
              : PAGE_TITLE_VARIANT_WEIGHT);
        const known = best.get(id);
        if (!known) best.set(id, {score, title, matches: hit.matches, result: hit.result});
        else {
          if (score > known.score) {
            known.score = score;
            known.title = title;
          }
          known.matches = known.matches.concat(hit.matches);
        }
      }
    });
    return best;
  };

  const documents = miniSearch.documentCount;
  const perConcept = required.map(conceptHits);
  const optionalHits = optional.map(conceptHits);
  const idf = perConcept.map((hits) => Math.log(1 + documents / (1 + hits.size)));
  const totalIdf = idf.reduce((sum, value) => sum + value, 0);

  // How many concepts a hit must match.
  const n = required.length;
  const counts = new Map<string, number>();
  perConcept.forEach((hits) => {
    for (const id of Array.from(hits.keys())) counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  let needed: number;
  if (plan.long) needed = Math.max(1, Math.ceil(n * MESSAGE_COVERAGE));
  else if (n >= 3) needed = Math.ceil(n / 2);
  else {
    const anyComplete = Array.from(counts.values()).some((count) => count === n);
    needed = anyComplete ? n : Math.ceil(n / 2);
  }

  const phrase = n >= 2 ? required.flatMap((concept) => concept.text.split(' ')) : null;
  const queryTerms = new Set(
    required.flatMap((concept) => concept.variants.flatMap((variant) => variant.terms)),
  );
  const lastPrefix = required
    .filter((concept) => concept.prefix)
    .map((c) => c.variants[0]!.terms.at(-1)!);
  const ranked: Ranked[] = [];
  for (const [id, count] of Array.from(counts)) {
    if (count < needed) continue;
    let base = 0;
    let coverage = 0;
    let inHeading = 0;
    let matches: Hit['matches'] = [];
    let result: SearchResult | undefined;
    perConcept.forEach((hits, c) => {
      const hit = hits.get(id);
      if (!hit) return;
      base += hit.score;
      coverage += idf[c]!;
      result ??= hit.result;
      if (hit.title) inHeading++;
      matches = matches.concat(hit.matches);
    });
    optionalHits.forEach((hits) => {
      const hit = hits.get(id);
      if (hit) {
        base += OPTIONAL_SHARE * hit.score;
        matches = matches.concat(hit.matches);
      }
    });
    const share = totalIdf > 0 ? coverage / totalIdf : 1;
    // A heading with part of the query counts for part; not for a comparison, where a
    // heading about one of the two things compared is not the comparison.
    const heading =
      inHeading === n
        ? WHOLE_QUERY_IN_HEADING
        : optional.length > 0
          ? 1
          : 1 + ((WHOLE_QUERY_IN_HEADING - 1) * inHeading) / (2 * n);
    const title = headingOf(result!);
    const prior = unlisted.has(String(result!.url).split('#')[0]!) ? UNLISTED : 1;
    const inOrder = phrase && hasPhrase(title, phrase) ? PHRASE_IN_HEADING : 1;
    const exact =
      inHeading === n ? 1 + EXACT_HEADING * exactness(title, queryTerms, lastPrefix) : 1;
    ranked.push({
      id,
      score: base * share ** 2 * heading * inOrder * exact * prior,
      matches,
      result: result!,
    });
  }
  ranked.sort((a, b) => b.score - a.score);
  return ranked;
}

/** The record's own heading: the page title for a page record. */
function headingOf(result: SearchResult): string {
  const record = result as unknown as Pick<SearchRecord, 'url' | 'lvl0' | 'lvl1' | 'lvl2'>;
  if (!String(record.url).includes('#')) return record.lvl0;
  return record.lvl2 ?? record.lvl1;
}

/**
 * The share of `heading`'s words that are the query's: 1 when the heading is the query
 * (`createApi` for "createApi"), 0.5 for "Customizing createApi".
 */
function exactness(
  heading: string,
  terms: ReadonlySet<string>,
  prefixes: readonly string[],
): number {
  const headingTerms = words(heading)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);
  if (headingTerms.length === 0) return 0;
  const covered = headingTerms.filter(
    (term) => terms.has(term) || prefixes.some((prefix) => term.startsWith(prefix)),
  ).length;
  return covered / headingTerms.length;
}

/** Whether `heading`'s words hold `terms` in order, each next to the previous one. */
function hasPhrase(heading: string, terms: readonly string[]): boolean {
  const headingTerms = words(heading)
    .map(normalizeTerm)
    .filter((term): term is string => term !== null);
  for (let start = 0; start + terms.length <= headingTerms.length; start++) {
    if (terms.every((term, k) => headingTerms[start + k]!.startsWith(term))) return true;
  }
  return false;
}

/** How many of the best records are re-ranked by where the query's words stand in their text. */
export const RERANK_WINDOW = 20;
/** The most the proximity bonus multiplies a score by: every pair of concepts side by side. */
const PROXIMITY = 1;
/** Words apart that still count as side by side ("tags are invalidated" for "invalidate tags"). */
const NEAR = 3;

/**
 * Re-orders the first RERANK_WINDOW records by a proximity bonus: each pair of consecutive
 * concepts of the query found within NEAR words of each other, in either order, in the record's
 * heading or text. `texts` are the section texts of the first RERANK_WINDOW records, in order.
 * Records past the window keep their
 * order, so every page of results agrees with the first.
 */
export function rerank(
  ranked: readonly Ranked[],
  plan: QueryPlan,
  texts: readonly string[],
  tokenCache: Map<string, readonly string[]> = new Map(),
): Ranked[] {
  const concepts = plan.concepts.filter((concept) => !concept.optional);
  if (concepts.length < 2) return ranked.slice();
  const window = ranked.slice(0, RERANK_WINDOW).map((entry, i) => {
    let tokens = tokenCache.get(entry.id);
    if (!tokens) {
      tokens = proximityTokens(`${headingOf(entry.result)} ${texts[i] ?? ''}`);
      tokenCache.set(entry.id, tokens);
    }
    const bonus = proximity(concepts, tokens);
    return {...entry, score: entry.score * (1 + PROXIMITY * bonus)};
  });
  window.sort((a, b) => b.score - a.score);
  return [...window, ...ranked.slice(RERANK_WINDOW)];
}

/** The terms of `text` in order, stop words out; an identifier as its parts, side by side. */
function proximityTokens(text: string): string[] {
  // `fetchBaseQuery` is fetch, base, query.
  const terms: string[] = [];
  for (const word of words(text)) {
    const term = normalizeTerm(word);
    if (term === null) continue;
    const parts = word.split(CAMEL_BOUNDARY);
    if (parts.length > 1) terms.push(...parts.map((part) => part.toLowerCase()));
    else terms.push(term);
  }
  return terms;
}

/** Share of consecutive concept pairs that stand within NEAR words of each other in `terms`. */
function proximity(concepts: readonly Concept[], terms: readonly string[]): number {
  const positions = concepts.map((concept) => {
    const starts = concept.variants.map((variant) => variant.terms[0]!);
    const found: number[] = [];
    terms.forEach((term, at) => {
      if (starts.some((start) => term === start || (concept.prefix && term.startsWith(start)))) {
        found.push(at);
      }
    });
    return found;
  });
  let near = 0;
  for (let c = 0; c + 1 < concepts.length; c++) {
    const next = positions[c + 1]!;
    if (positions[c]!.some((at) => next.some((other) => Math.abs(other - at) <= NEAR))) near++;
  }
  return near / (concepts.length - 1);
}

/** How much each further matching section of a page adds to the page's score, per its own. */
const PAGE_EVIDENCE = 0.2;
/** How many further sections count: a long table of similar rows is not more evidence. */
const EVIDENCE_SECTIONS = 2;
/**
 * The most records of one page listed before the next page's best: the modal shows a page's
 * consecutive hits as one group, and one long page's sections must not fill the first rows.
 */
export const SECTIONS_PER_PAGE = 2;

/** Each page title's `topicTerms`, computed once per visit (there are a few hundred pages). */
const titleTopics = new Map<string, readonly string[]>();
function titleTopic(title: string): readonly string[] {
  let topic = titleTopics.get(title);
  if (!topic) {
    topic = topicTerms(title);
    titleTopics.set(title, topic);
  }
  return topic;
}

/**
 * Orders records by page, for a list that shows many pages in its first rows:
 * - pages rank by their best record plus PAGE_EVIDENCE of their next EVIDENCE_SECTIONS (a page
 *   that answers the query in several sections outranks one that mentions it once);
 * - a page whose title names the query (`titleNames`: "create slice" names createSlice,
 *   "nextjs" names "Redux Toolkit with Next.js") comes first, its page record at its head;
 * - each page in turn gives its best record, and its second when that outscores the next
 *   page's best (so no more than SECTIONS_PER_PAGE records of a page come before the next
 *   page's best, and a second record is never lifted above a better one);
 * - then every remaining record, by score (a page may have later runs of hits).
 */
export function byPage(ranked: readonly Ranked[], plan?: QueryPlan): Ranked[] {
  type Page = {score: number; records: Ranked[]; named: boolean};
  const pages = new Map<string, Page>();
  for (const entry of ranked) {
    const page = String(entry.result.url).split('#')[0]!;
    const known = pages.get(page);
    if (!known) pages.set(page, {score: entry.score, records: [entry], named: false});
    else {
      // Records come best first: the page's best, then its next EVIDENCE_SECTIONS.
      if (known.records.length <= EVIDENCE_SECTIONS) known.score += PAGE_EVIDENCE * entry.score;
      known.records.push(entry);
    }
  }
  const topic = plan?.topic ?? [];
  if (topic.length > 0) {
    for (const [url, page] of Array.from(pages)) {
      const own = page.records.findIndex((entry) => String(entry.result.url) === url);
      if (own < 0 || !titleNames(titleTopic(headingOf(page.records[own]!.result)), topic)) {
        continue;
      }
      page.named = true;
      page.records.unshift(page.records.splice(own, 1)[0]!);
    }
  }
  const order = Array.from(pages.values()).sort(
    (a, b) => Number(b.named) - Number(a.named) || b.score - a.score,
  );
  const head: Ranked[] = [];
  const rest: Ranked[] = [];
  order.forEach((page, i) => {
    const next = order[i + 1]?.records[0]!.score ?? 0;
    page.records.forEach((entry, k) => {
      const listed = k === 0 || (k < SECTIONS_PER_PAGE && entry.score >= next);
      (listed ? head : rest).push(entry);
    });
  });
  return head.concat(rest.sort((a, b) => b.score - a.score));
}

/**
 * Puts the catalogue entry of `plan.errorCode` first, when the index has it: its record is
 * found through the code, a term of its heading ("Error #38").
 */
export function pinErrorCode(
  ranked: readonly Ranked[],
  miniSearch: MiniSearch<SearchRecord>,
  plan: QueryPlan,
  filter: Filter,
): Ranked[] {
  if (plan.errorCode === undefined) return ranked.slice();
  const anchor = `#${errorCodeAnchor(plan.errorCode)}`;
  const result = miniSearch
    .search(String(plan.errorCode), {prefix: false, fuzzy: false, filter})
    .find((candidate) => String(candidate.url).endsWith(anchor));
  if (!result) return ranked.slice();
  const id = result.id as string;
  const known = ranked.find((entry) => entry.id === id);
  const pinned = known ?? {id, score: result.score, matches: [result.match], result};
  return [pinned, ...ranked.filter((entry) => entry.id !== id)];
}
