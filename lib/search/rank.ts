// Orders lunr's hits the way a reader expects, because BM25 alone favours short sections that
// repeat a word over the page the reader named. The tiers, best first, are TIER below; then no
// page takes more than `perPage` of the slots while other pages have hits to show.
import type { SearchDocument } from './documents';
import { isDistinctiveName, isIdentifier, singleWords, tokenize, wordsAsWritten } from './tokenizer';

/** `terms`: the index terms lunr matched in the document. */
export type SearchHit = { document: SearchDocument; score: number; terms: string[] };

/** Subsection headings that name a part of something rather than a topic of their own. */
const GENERIC_HEADING = /^(parameters|returns?|return value|errors?|examples?|usage|options|platform notes|notes?|see also)$/i;

export function isGenericHeading(heading: string): boolean {
  return GENERIC_HEADING.test(heading.trim());
}

/**
 * A word of the query, as the index spells it, and the stem a plural or verb form shares;
 * `synonyms` (lib/search/synonyms.ts) are other words that stand for it.
 */
export type QueryWord = { term: string; stem: string; last: boolean; synonyms?: { term: string; stem: string }[] };

/** Whether `word` names `token`: the same word, stem or (unless `literally`) a synonym, a typed prefix of the last word, or a one-letter typo. */
function names(word: QueryWord, token: string, stem: (t: string) => string, literally = false): boolean {
  const tokenStem = stem(token);
  if (token === word.term || tokenStem === word.stem) return true;
  if (!literally && word.synonyms?.some((s) => token === s.term || tokenStem === s.stem)) return true;
  if (word.last && word.term.length >= 2 && token.startsWith(word.term)) return true;
  return word.term.length >= 5 && withinOneEdit(word.term, token);
}

function covers(text: string, words: QueryWord[], stem: (t: string) => string): boolean {
  const tokens = tokenize(text);
  return words.length > 0 && words.every((w) => tokens.some((t) => names(w, t, stem)));
}

/** The page a title names exactly: "storage" is Neutralino.storage, "error codes" is Error codes. */
function namesExactly(query: string, ...texts: string[]): boolean {
  const q = query.trim().toLowerCase();
  return texts.some((t) => {
    const text = t.toLowerCase();
    return text === q || text.endsWith(`.${q}`);
  });
}

const TIER = {
  /** A function whose full name is the query ("Neutralino.init"). */
  FUNCTION: 0,
  /** A page whose title or sidebar label is the query ("storage", "error codes"). */
  PAGE: 1,
  /** A page whose title covers the query, or a section whose heading names it (an API function, an error code). */
  NAMED: 2,
  /** A section whose reference table defines a name in the query (NL_PORT, --release, enableInspector). */
  DEFINED: 3,
  /** A section whose heading contains every word of the query. */
  HEADING: 4,
  /** Other sections, those that contain every word of the query first, then by lunr's score. */
  OTHER: 5,
  /** Release notes, unless the query asks for history: see isHistory(). */
  HISTORY: 6,
  /** Generic sections ("Errors", "Example"): they only make sense next to their parent. */
  GENERIC: 7,
} as const;

/** A section headed by a version number ("v9.6.1"), or under one, is a release note. */
const VERSION_HEADING = /^v?\d+(\.\d+)+\b/i;
/** A word that asks for history rather than the current docs, or a version number ("v5", "6.9", "v6.9.0"). */
const HISTORY_WORD = /^(releases?|changelogs?|breaking|versions?|history)$|^v\d+(\.\d+)*$|^\d+(\.\d+)+$/i;

/**
 * Release notes repeat every feature's name in the version that added it ("v9.6.1: vite hot reload"),
 * in short sections that BM25 loves; a reader wants the current docs unless the query asks for history.
 */
function isHistory(doc: SearchDocument, query: ParsedQuery): boolean {
  return !query.asksForHistory && (VERSION_HEADING.test(doc.heading) || VERSION_HEADING.test(doc.parentHeading));
}

/** What the tiers read from the query, worked out once per query rather than once per hit. */
type ParsedQuery = { text: string; asksForHistory: boolean; typedNames: Set<string> };

function parseQuery(query: string): ParsedQuery {
  // Words as written, so the flag "--release" is not a question about releases.
  const written = wordsAsWritten(query);
  return {
    text: query,
    asksForHistory: written.some((w) => HISTORY_WORD.test(w)),
    typedNames: new Set(written.filter(isDistinctiveName).map((w) => w.toLowerCase())),
  };
}

function tierOf(hit: SearchHit, parsed: ParsedQuery, words: QueryWord[], stem: (t: string) => string): number {
  const { document: doc } = hit;
  const query = parsed.text;
  if (doc.anchor === '') {
    if (namesExactly(query, doc.title, doc.label ?? '', ...(doc.keywords ?? []))) return TIER.PAGE;
    if (covers(`${doc.title} ${doc.label ?? ''} ${(doc.keywords ?? []).join(' ')}`, words, stem)) return TIER.NAMED;
    return definesName(doc, parsed) ? TIER.DEFINED : TIER.OTHER;
  }
  if (isHistory(doc, parsed)) return TIER.HISTORY;
  // A table of flags under a generic "Options" heading still defines them.
  if (isGenericHeading(doc.heading)) return definesName(doc, parsed) ? TIER.DEFINED : TIER.GENERIC;
  const name = doc.heading.replace(/\(.*$/, '').toLowerCase();
  // The function spelled out in full ("Neutralino.init", "window.create") comes before its page.
  if (name !== doc.heading.toLowerCase() && name === query.trim().toLowerCase()) return TIER.FUNCTION;
  // A name anywhere in the query: an error code pasted with its message, a function with a word.
  if (namesExactly(query, name) || words.some((w) => isIdentifier(w.term) && (name === w.term || name.endsWith(`.${w.term}`)))) return TIER.NAMED;
  if (definesName(doc, parsed)) return TIER.DEFINED;
  if (covers(doc.heading, words, stem)) return TIER.HEADING;
  return TIER.OTHER;
}

/**
 * Whether a table of the section defines a name the query types as a name. Only words the reader
 * wrote as names count ("enableInspector", "NL_PORT", "--release"), so "fullscreen" still finds
 * window.setFullScreen rather than the fullScreen config key. A dotted name is also found by its
 * tails while they are still distinctive: modes.window.enableInspector by "enableInspector" or
 * "window.enableInspector", but not modes.window.title by "title".
 */
function definesName(doc: SearchDocument, { typedNames: wanted }: ParsedQuery): boolean {
  if (!doc.names || wanted.size === 0) return false;
  return doc.names.some((name) => {
    const parts = name.split('.');
    return parts.some((_, i) => {
      const tail = parts.slice(i).join('.');
      return isDistinctiveName(tail) && wanted.has(tail.toLowerCase());
    });
  });
}

/**
 * How many words of a section heading's own name the query leaves out. Among headings that contain
 * every query word, the closest fit is what the reader named: "main menu" is window.setMainMenu
 * (only "set" left over) rather than the mainMenuItemClicked event (item, clicked), and "cpu" is
 * getCPUInfo rather than an FAQ question about CPUs. An API name's namespace ("window.") belongs to
 * the page, so it does not count.
 */
function leftoverWords(doc: SearchDocument, words: QueryWord[], stem: (t: string) => string): number {
  const name = doc.heading.replace(/\(.*$/, '').trim();
  const own = singleWords(/^[\w$.]+$/.test(name) ? name.slice(name.lastIndexOf('.') + 1) : name);
  return own.filter((part) => !words.some((w) => names(w, part, stem))).length;
}

/** Sorts hits into the tiers above, breaks ties within a tier as commented, and spreads slots across pages. */
export function rankHits(hits: SearchHit[], query: string, words: QueryWord[], stem: (t: string) => string, limit: number, perPage: number): SearchHit[] {
  // lunr ranks a document that repeats one word of "read a text file" above one that has them all.
  // Between two that cover as many words, the one with more of the reader's own words (not synonyms) first.
  const found = (hit: SearchHit, literally: boolean) => words.filter((w) => hit.terms.some((t) => names(w, t, stem, literally))).length;
  const coverage = (hit: SearchHit) => found(hit, false) + found(hit, true) / (words.length + 1);
  const parsed = parseQuery(query);
  const ranked = hits
    .map((hit, order) => ({ hit, order, tier: tierOf(hit, parsed, words, stem), coverage: coverage(hit) }))
    .map((r) => ({ ...r, leftover: r.tier === TIER.HEADING ? leftoverWords(r.hit.document, words, stem) : 0 }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.coverage - a.coverage ||
        a.leftover - b.leftover ||
        // Two exact names ("readFile" in filesystem and resources) are equally right: sidebar order decides.
        // So do two headings that fit the query equally (setTitle, getTitle): the page puts the main one first.
        (a.tier <= TIER.NAMED || a.tier === TIER.HEADING ? a.hit.document.id - b.hit.document.id : 0) ||
        a.order - b.order,
    )
    .map((r) => r.hit);
  const chosen: SearchHit[] = [];
  const overflow: SearchHit[] = [];
  const perRoute = new Map<string, number>();
  for (const hit of ranked) {
    const count = perRoute.get(hit.document.route) ?? 0;
    if (count < perPage) {
      chosen.push(hit);
      perRoute.set(hit.document.route, count + 1);
    } else overflow.push(hit);
  }
  // Only when other pages have nothing more to offer does one page get the remaining slots.
  return [...chosen, ...overflow].slice(0, limit);
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
