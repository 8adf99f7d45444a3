// Runs a reader's query against the lunr index: exact words first, then prefixes (as you type),
// then one-edit typos for words of five letters or more. Queries are built with lunr's API, never
// its query syntax, so no input can throw.
import type lunrType from 'lunr';
import type { SearchDocument } from './documents';
import { rankHits, SIGNALS, type QueryWord, type SearchHit, type Signals } from './rank';
import { errorPart } from './paste';
import { synonymsOf } from './synonyms';
import { isIdentifier, termForms, tokenize } from './tokenizer';

export type { SearchHit };

/**
 * How many of lunr's hits the ranking looks at: enough to find the page a title names, and the
 * section that a long paste's rarer words point to, which sections sharing its common words push
 * down lunr's list (at 60, `bench:search -- --diagnose` found 6 wanted sections of the held-out
 * errors outside the candidates; at 120, 4, while the median query of the tuning set and the two
 * error probes went from 2.8 to 3.9 ms in Node).
 */
const CANDIDATES = 120;
/** And how many more for each word of the query, where that word alone finds them (candidates()). */
const PER_WORD = 10;

/**
 * How many of a query's words are looked up. A paste has more: then the words of its first line
 * (the one paste.ts found to name the error) are kept, and of the other lines' words the rarest,
 * in the paste's order. Only the first twelve were kept before, stop words among them, so in
 * "neu: WARN neutralino-linux_x64 was stopped with error code 1" and a loader line under it, the
 * loader's GLIBCXX was never looked up.
 */
const MAX_TERMS = 12;
/** How many of a query's words are read at most, before the rarest MAX_TERMS are chosen: all of the 200 characters errorPart keeps. */
const MAX_READ_TERMS = 60;
/** Above any word's rarity (rarity()), so the first line's words are kept before any other's. */
const FIRST_LINE = 100;

/**
 * Words that frame a request rather than say what it is about: "which files do I need to ship",
 * "I want to…", "is it possible to…", "the best way to…", "for each platform". lunr's stop word
 * list has "wants" and "every" but not these; the docs rarely use them, so by rarity they would
 * count for more than the subject. They still find text (an FAQ headed "Do I need Node.js?").
 */
const REQUEST_WORDS = /^(?:need|needs|needed|want|wanted|each|possible|way|ways)$/;

/** The words of a query as the index knows them (of a pasted error, the part that names it: paste.ts). */
export function queryTerms(query: string, limit = MAX_TERMS): string[] {
  // A slash separates words too: "@neutralinojs/lib" is the package's two words, not its first;
  // and so does a backslash: a Windows path's folders are words (C:\Users\bob\app); and so do
  // the quotes, brackets, commas and equals signs of logged data, which no name has inside:
  // {"code":"NE_RT_INVTOKN","message":...} is its keys and values, not "code" alone.
  const words = [...errorPart(query).matchAll(/[^\s/\\"`{}()[\],;=<>]+/g)].map((m) => m[0]);
  // Per word keep the whole token (os.execCommand -> os.execcommand) rather than all its tails, so
  // the most specific spelling decides the ranking; a file name with a version also stands for the
  // name without it (libwebkit2gtk-4.0.so.37 -> libwebkit2gtk), which the docs write more often.
  return words.flatMap((w) => tokenize(w).slice(0, 1)).flatMap((t) => [t, ...unversioned(t)]).filter((t, i, all) => all.indexOf(t) === i).slice(0, limit);
}

/** The `limit` terms that weigh most, in the query's order; the earlier of two that weigh the same. */
export function rarestTerms(terms: string[], weightOf: (term: string) => number, limit = MAX_TERMS): string[] {
  if (terms.length <= limit) return terms;
  const kept = new Set(terms.map((term, i) => ({ term, i, weight: weightOf(term) })).sort((a, b) => b.weight - a.weight || a.i - b.i).slice(0, limit).map(({ term }) => term));
  return terms.filter((term) => kept.has(term));
}

/** A name without its version: libwebkit2gtk-4.0.so.37 -> libwebkit2gtk, libayatana-appindicator3.so.1 -> libayatana-appindicator3, glibcxx_3.4.26 -> glibcxx. */
function unversioned(term: string): string[] {
  const name = term.replace(/(?:\.so\b|[-._]v?\d).*$/, '');
  return name !== term && name.length >= 4 && /[a-z]/.test(name) ? [name] : [];
}

export function search(lunr: typeof lunrType, index: lunrType.Index, documents: SearchDocument[], query: string, limit: number, perPage = limit, signals: Signals = SIGNALS): SearchHit[] {
  // The ranking reads the query's text too (its names, its history words): only the bounded part.
  return searchRead(lunr, index, documents, errorPart(query), limit, perPage, signals);
}

/** search() for the part of a query that errorPart has already kept: the worker cuts a paste once and reuses that part. */
export function searchRead(lunr: typeof lunrType, index: lunrType.Index, documents: SearchDocument[], read: string, limit: number, perPage = limit, signals: Signals = SIGNALS): SearchHit[] {
  const { hits, words, stem } = retrieve(lunr, index, documents, read, signals);
  return rankHits(hits, read, words, stem, limit, perPage, signals);
}

/** lunr's candidates for a query (the part of it errorPart keeps), and its words as the ranking (lib/search/rank.ts) reads them. */
export function retrieve(lunr: typeof lunrType, index: lunrType.Index, documents: SearchDocument[], query: string, signals: Signals = SIGNALS): { hits: SearchHit[]; words: QueryWord[]; stem: (term: string) => string } {
  const { stem, isStopWord } = termForms(lunr);
  const firstLine = new Set(queryTerms(query.split('\n')[0], MAX_READ_TERMS));
  // Stop words find nothing, so they are the first to go.
  const terms = rarestTerms(queryTerms(query, MAX_READ_TERMS), (term) => (isStopWord(term) ? -1 : (firstLine.has(term) ? FIRST_LINE : 0) + rarity(index, documents.length, term, stem(term))));
  if (terms.length === 0) return { hits: [], words: [], stem };
  const synonyms = new Map(terms.map((term) => [term, synonymsOf(term, stem).map((s) => ({ term: s, stem: stem(s) }))]));

  const results = index.query((q) => {
    for (const term of terms) {
      const last = term === terms[terms.length - 1];
      // Names are indexed unstemmed, words stemmed: try the term both ways.
      q.term(term, { usePipeline: false, boost: 10 });
      const stemmed = stem(term);
      if (stemmed !== term) q.term(stemmed, { usePipeline: false, boost: 8 });
      // Prefixes: the word being typed, and any API name (so "execcom" finds execCommand).
      if (last || isIdentifier(term) || (signals.prefixes && term.length >= 3)) {
        q.term(term, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 3 });
      }
      // A version number ("6.8") also finds the release headed "v6.8.0".
      if (/^\d+(\.\d+)*$/.test(term)) q.term(`v${term}`, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 10 });
      // Typos only for words the index lacks: "center" is not a misspelt "enter".
      if (term.length >= 5 && !isIdentifier(term) && !(signals.knownWords && inIndex(index, term, stemmed))) {
        q.term(stemmed, { usePipeline: false, editDistance: 1, boost: 1 });
      }
      // A reader's word for what the API calls otherwise ("folder" for directory), below the word itself.
      for (const synonym of synonyms.get(term)!) q.term(synonym.stem, { usePipeline: false, boost: 4 });
    }
  });
  const words: QueryWord[] = terms
    .filter((term) => !isStopWord(term))
    .map((term, i, all) => ({ term, stem: stem(term), last: i === all.length - 1, synonyms: synonyms.get(term), weight: signals.requestWords && REQUEST_WORDS.test(term) ? 0 : signals.rarity ? rarity(index, documents.length, term, stem(term)) : 1, known: signals.knownWords ? inIndex(index, term, stem(term)) : false }));
  const hits = candidates(results, words, documents).map((result) => {
    const matched = Object.entries(result.matchData.metadata);
    return { document: documents[Number(result.ref)], score: result.score, terms: matched.map(([term]) => term), questionTerms: matched.filter(([, fields]) => 'questions' in fields).map(([term]) => term) };
  });
  return { hits, words, stem };
}

/**
 * lunr's best CANDIDATES hits for the whole query, plus the best PER_WORD for each word, plus the
 * intro of every page they are on. A rare word's sections can fall below sections that repeat a
 * common one ("when did server.mount come in": every "come" outscored the v5.6.0 note that names
 * server.mount), and a section inherits its intro's questions (rank.ts, pageQuestions).
 */
function candidates(results: lunrType.Index.Result[], words: QueryWord[], documents: SearchDocument[]): lunrType.Index.Result[] {
  const chosen = new Set(results.slice(0, CANDIDATES));
  for (const word of words) {
    results
      .filter(({ matchData: { metadata } }) => Object.hasOwn(metadata, word.term) || Object.hasOwn(metadata, word.stem))
      .slice(0, PER_WORD)
      .forEach((result) => chosen.add(result));
  }
  const routes = new Set([...chosen].map((result) => documents[Number(result.ref)].route));
  return results.filter((result) => {
    const document = documents[Number(result.ref)];
    return chosen.has(result) || (document.anchor === '' && routes.has(document.route));
  });
}

const postings = (index: lunrType.Index) => (index as unknown as { invertedIndex: Record<string, Record<string, Record<string, object>>> }).invertedIndex;

function inIndex(index: lunrType.Index, term: string, stemmed: string): boolean {
  const inverted = postings(index);
  return Object.hasOwn(inverted, term) || Object.hasOwn(inverted, stemmed);
}

/**
 * How much a word of the query says (its inverse document frequency): in "neutralino app
 * installer", "installer" picks the section and "app" hardly does. A word the index lacks (a typo,
 * a prefix) counts as a middling one.
 */
function rarity(index: lunrType.Index, documentCount: number, term: string, stemmed: string): number {
  const inverted = postings(index);
  const posting = Object.hasOwn(inverted, term) ? inverted[term] : Object.hasOwn(inverted, stemmed) ? inverted[stemmed] : undefined;
  const refs = new Set<string>();
  if (posting) for (const [field, docs] of Object.entries(posting)) if (field !== '_index') Object.keys(docs).forEach((ref) => refs.add(ref));
  const df = refs.size || Math.sqrt(documentCount);
  return Math.log(1 + documentCount / df);
}

/** Search hits grouped by page, in the order of each page's best hit. */
export function groupByPage<Hit extends SearchHit>(hits: Hit[]): { route: string; title: string; hits: Hit[] }[] {
  const groups = new Map<string, { route: string; title: string; hits: Hit[] }>();
  for (const hit of hits) {
    const group = groups.get(hit.document.route) ?? { route: hit.document.route, title: hit.document.title, hits: [] };
    group.hits.push(hit);
    groups.set(hit.document.route, group);
  }
  return [...groups.values()];
}
