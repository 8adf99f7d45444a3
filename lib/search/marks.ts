// Which words of a text a query matches: the marks in result snippets and on the page a result
// opens (?q=). One rule, the index's own: text is cut into words as the index cuts it
// (tokenizer.ts), and a word is marked when it is one of the query's words or has the same stem
// (tokenizer.ts termForms: lunr's stemmer with our spellings). A mark never starts or ends inside a
// word, and a stop word of the query ("an", "the") marks nothing.
import { queryTerms } from './query';
import { isIdentifier, wordSpans, wordsAsWritten, type TermForms } from './tokenizer';

export type MarkedText = { text: string; match: boolean }[];
/** Whether a word (a whole word, a dotted name or one of its parts, as written) is one to mark. */
export type WordMatcher = (word: string) => boolean;

/** A word being typed marks the words it begins only from this length on ("env" marks "environment"). */
const MIN_PREFIX = 3;

/**
 * The matcher for `query`, or undefined when it has no word to mark. `asTyped` also marks the
 * words the query's last word begins, as the search finds them while the reader types (query.ts);
 * a page opened from a result marks whole words and stems only.
 */
export function wordMatcher(query: string, forms: TermForms, { asTyped = false } = {}): WordMatcher | undefined {
  const terms = queryTerms(query);
  const wanted = terms.filter((term) => !forms.isStopWord(term));
  if (wanted.length === 0) return undefined;
  // Names are matched as written and words by their stems, as the index holds them (tokenizer.ts):
  // getEnvs is not getEnv, but "variables" is "variable".
  const typedAsName = new Set(wordsAsWritten(query).filter(isName).map((word) => word.toLowerCase()));
  const exact = new Set(wanted);
  const stems = new Set(wanted.filter((term) => !typedAsName.has(term) && !isIdentifier(term)).map(forms.stem));
  const last = terms.at(-1)!;
  const prefix = asTyped && wanted.includes(last) && last.length >= MIN_PREFIX ? last : undefined;
  const known = new Map<string, boolean>(); // a long page repeats its words: stem each once
  return (word) => {
    let match = known.get(word);
    if (match === undefined) {
      const lower = word.toLowerCase();
      match = exact.has(lower) || (!isName(word) && stems.has(forms.stem(lower))) || (prefix !== undefined && lower.startsWith(prefix));
      known.set(word, match);
    }
    return match;
  };
}

/** A name matched literally: an identifier (NL_PORT, os.getEnv, --port) or a camelCase word (getEnvs). */
function isName(word: string): boolean {
  return isIdentifier(word) || /[a-z][A-Z]/.test(word);
}

/**
 * The ranges of `text` to mark. A dotted name is tried whole, then by its tails, then part by part,
 * as the index holds all of those (Neutralino.os.getEnv: "os.getEnv" for the query os.getEnv,
 * "getEnv" for getEnv, "os" for os); camelCase parts are never marked on their own.
 */
function markedRanges(text: string, matches: WordMatcher): [number, number][] {
  const ranges: [number, number][] = [];
  for (const { word, index } of wordSpans(text)) {
    const parts = word.startsWith('-') ? [word] : word.split('.');
    let start = index;
    for (let i = 0; i < parts.length; i++) {
      const tail = parts.slice(i).join('.');
      if (matches(tail)) {
        ranges.push([start, start + tail.length]);
        break;
      }
      if (matches(parts[i])) ranges.push([start, start + parts[i].length]);
      start += parts[i].length + 1;
    }
  }
  return ranges;
}

/** `text` cut into runs, the words `matches` accepts marked. */
export function markWords(text: string, matches: WordMatcher | undefined): MarkedText {
  if (!matches) return text ? [{ text, match: false }] : [];
  const parts: MarkedText = [];
  let last = 0;
  for (const [start, end] of markedRanges(text, matches)) {
    if (start > last) parts.push({ text: text.slice(last, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    last = end;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}

/** How far before the first match a snippet starts, so the reader sees what leads up to it. */
const LEAD_CHARS = 40;

/**
 * Up to `length` characters of `text` from its start, or from a little before its first match when
 * that lies further in, cut at spaces, with the matches marked and "…" where text was left out.
 */
export function snippet(text: string, matches: WordMatcher | undefined, length = 160): MarkedText {
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = matches ? markedRanges(flat, matches)[0]?.[0] ?? 0 : 0;
  let start = 0;
  if (first > length - LEAD_CHARS) {
    const space = flat.indexOf(' ', first - LEAD_CHARS);
    start = space === -1 || space >= first ? first : space + 1;
  }
  let end = Math.min(flat.length, start + length);
  if (end < flat.length && flat.lastIndexOf(' ', end) > start) end = flat.lastIndexOf(' ', end);
  const parts = markWords(flat.slice(start, end), matches);
  if (start > 0) parts.unshift({ text: '…', match: false });
  if (end < flat.length) parts.push({ text: '…', match: false });
  return parts;
}
