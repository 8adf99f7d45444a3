// Orders lunr's hits the way a reader expects, because BM25 alone favours short sections that
// repeat a word over the page the reader named:
//   0. a function whose full name is the query ("Neutralino.init");
//   1. a page whose title or sidebar label the query names ("storage", "error codes");
//   2. a section whose heading the query names (an API function, an error code, a CLI command);
//   3. other sections, those that contain every word of the query first, then by lunr's score;
//   4. generic sections ("Errors", "Example") last: they only make sense next to their parent.
// Then no page takes more than `perPage` of the slots while other pages have hits to show.
import type { SearchDocument } from './documents';
import { isIdentifier, tokenize } from './tokenizer';

/** `terms`: the index terms lunr matched in the document. */
export type SearchHit = { document: SearchDocument; score: number; terms: string[] };

/** Subsection headings that name a part of something rather than a topic of their own. */
const GENERIC_HEADING = /^(parameters|returns?|return value|errors?|examples?|usage|options|platform notes|notes?|see also)$/i;

export function isGenericHeading(heading: string): boolean {
  return GENERIC_HEADING.test(heading.trim());
}

/** A word of the query, as the index spells it, and the stem a plural or verb form shares. */
export type QueryWord = { term: string; stem: string; last: boolean };

/** Whether `word` names `token`: the same word or stem, a typed prefix of the last word, or a one-letter typo. */
function names(word: QueryWord, token: string, stem: (t: string) => string): boolean {
  if (token === word.term || stem(token) === word.stem) return true;
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

function tierOf(hit: SearchHit, query: string, words: QueryWord[], stem: (t: string) => string): number {
  const { document: doc } = hit;
  if (doc.anchor === '') {
    if (namesExactly(query, doc.title, doc.label ?? '', ...(doc.keywords ?? []))) return 0;
    if (covers(`${doc.title} ${doc.label ?? ''} ${(doc.keywords ?? []).join(' ')}`, words, stem)) return 1;
    return 3;
  }
  if (isGenericHeading(doc.heading)) return 4;
  const name = doc.heading.replace(/\(.*$/, '').toLowerCase();
  // The function spelled out in full ("Neutralino.init", "window.create") comes before its page.
  if (name !== doc.heading.toLowerCase() && name === query.trim().toLowerCase()) return -1;
  // A name anywhere in the query: an error code pasted with its message, a function with a word.
  if (namesExactly(query, name) || words.some((w) => isIdentifier(w.term) && (name === w.term || name.endsWith(`.${w.term}`)))) return 1;
  if (covers(doc.heading, words, stem)) return 2;
  return 3;
}

/** Sorts hits into the tiers above, keeps lunr's order within a tier, and spreads slots across pages. */
export function rankHits(hits: SearchHit[], query: string, words: QueryWord[], stem: (t: string) => string, limit: number, perPage: number): SearchHit[] {
  // lunr ranks a document that repeats one word of "read a text file" above one that has them all.
  const coverage = (hit: SearchHit) => words.filter((w) => hit.terms.some((t) => names(w, t, stem))).length;
  const ranked = hits
    .map((hit, order) => ({ hit, order, tier: tierOf(hit, query, words, stem), coverage: coverage(hit) }))
    // Two exact names ("readFile" in filesystem and resources) are equally right: sidebar order decides.
    .sort((a, b) => a.tier - b.tier || b.coverage - a.coverage || (a.tier <= 1 ? a.hit.document.id - b.hit.document.id : 0) || a.order - b.order)
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
