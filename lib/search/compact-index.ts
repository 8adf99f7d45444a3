// lunr's serialized index spends most of its bytes on per-document score vectors, which are a
// function of term frequencies and field lengths. We ship those inputs instead, as small
// delta-coded integers, and recompute the vectors in the browser with lunr's own BM25 formula,
// producing exactly the JSON lunr.Index.load expects (tests/unit/search.test.ts proves it).
import type lunrType from 'lunr';
import invariant from 'tiny-invariant';

type Posting = Record<string, Record<string, object>> & { _index: number };
export type SerializedIndex = {
  version: string;
  fields: string[];
  fieldVectors: [string, number[]][];
  invertedIndex: [string, Posting][];
  pipeline: string[];
};
export type CompactIndex = {
  version: string;
  fields: string[];
  fieldBoosts: number[];
  pipeline: string[];
  k1: number;
  b: number;
  documentCount: number;
  /** Sorted terms, front-coded (see frontCode) and joined by spaces; a term's position is its lunr term index. */
  terms: string;
  /** Per field: each term's documents (encodePosting), in term order, joined by spaces. */
  postings: string[];
  /** Per field: token count of that field in each doc (refs are 0..documentCount-1). */
  fieldLengths: number[][];
};

const deltas = (values: number[]) => values.map((v, i) => (i === 0 ? v : v - values[i - 1]));
const undeltas = (values: number[]) => {
  let sum = 0;
  return values.map((v) => (sum += v));
};

/**
 * Numbers in a posting are written with no separator: a number's last character is one of the
 * first LAST digits of DIGITS, and the characters before it, if any, are the rest of the number in
 * base HIGH, drawn from the following HIGH digits. Refs go up to the document count (under 1000),
 * so a delta takes one character below 80 and two below 800. DIGITS is printable ASCII without
 * the space and "!" (separators), and without '"' and the backslash, which JSON would escape.
 */
const DIGITS = Array.from({ length: 0x7f - 0x23 }, (_, i) => String.fromCharCode(0x23 + i)).filter((c) => c !== '\\').join('');
const LAST = 80;
const HIGH = 10;
const DIGIT_VALUES = new Map([...DIGITS].map((char, value) => [char, value]));

function encodeNumber(n: number): string {
  let high = '';
  for (let rest = Math.floor(n / LAST); rest > 0; rest = Math.floor(rest / HIGH)) high = DIGITS[LAST + (rest % HIGH)] + high;
  return high + DIGITS[n % LAST];
}

function decodeNumbers(text: string): number[] {
  const numbers: number[] = [];
  let high = 0;
  for (const char of text) {
    const digit = DIGIT_VALUES.get(char);
    invariant(digit !== undefined, 'search index: a posting character outside the digits');
    if (digit >= LAST) high = high * HIGH + digit - LAST;
    else {
      numbers.push(high * LAST + digit);
      high = 0;
    }
  }
  return numbers;
}

/**
 * A term's documents in one field: '' when none, else the delta-coded ascending refs, then "!"
 * and each one's term frequency when any is above 1. The tokenizer keeps a word once per field, so
 * a frequency is above 1 only where two forms stem alike. Leaving the 1s out, and grouping by
 * field so the many empty entries sit together, saved 10 KB of the index's 78 gzipped; strings
 * instead of JSON arrays of numbers saved 11 KB more (postings 65 -> 54 KB).
 */
function encodePosting(refs: number[], frequencies: number[]): string {
  const coded = deltas(refs).map(encodeNumber).join('');
  return frequencies.every((tf) => tf === 1) ? coded : `${coded}!${frequencies.map(encodeNumber).join('')}`;
}

/** A term's refs and term frequencies in one field, from encodePosting's string. */
function decodePosting(posting: string): [number[], number[]] {
  const [refDeltas, frequencies] = posting.split('!');
  const refs = undeltas(decodeNumbers(refDeltas));
  return [refs, frequencies === undefined ? refs.map(() => 1) : decodeNumbers(frequencies)];
}

type BuilderInternals = {
  _fields: Record<string, { boost?: number }>;
  _k1: number;
  _b: number;
  documentCount: number;
  fieldLengths: Record<string, number>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  searchPipeline: lunrType.Pipeline;
};

/** Packs what a lunr.Builder (after build()) knows; doc refs must be "0".."n-1". */
export function compactIndex(builder: lunrType.Builder): CompactIndex {
  const b = builder as unknown as BuilderInternals;
  const fields = Object.keys(b._fields);
  const byTerm = new Map<string, Map<string, number>[]>();
  for (const [fieldRef, frequencies] of Object.entries(b.fieldTermFrequencies)) {
    const [field, ref] = splitFieldRef(fieldRef);
    for (const [term, tf] of Object.entries(frequencies)) {
      const perField = byTerm.get(term) ?? fields.map(() => new Map<string, number>());
      perField[fields.indexOf(field)].set(ref, tf);
      byTerm.set(term, perField);
    }
  }
  const terms = [...byTerm.keys()].sort();
  return {
    version: '2.3.9',
    fields,
    fieldBoosts: fields.map((f) => b._fields[f].boost ?? 1),
    pipeline: b.searchPipeline.toJSON() as unknown as string[],
    k1: b._k1,
    b: b._b,
    documentCount: b.documentCount,
    terms: frontCode(terms).join(' '),
    postings: fields.map((_, f) =>
      terms
        .map((term) => {
          const sorted = [...byTerm.get(term)![f].entries()].sort((x, y) => Number(x[0]) - Number(y[0]));
          return encodePosting(sorted.map(([ref]) => Number(ref)), sorted.map(([, tf]) => tf));
        })
        .join(' '),
    ),
    fieldLengths: fields.map((field) =>
      Array.from({ length: b.documentCount }, (_, ref) => b.fieldLengths[`${field}/${ref}`] ?? 0),
    ),
  };
}

function splitFieldRef(fieldRef: string): [string, string] {
  const i = fieldRef.indexOf('/');
  return [fieldRef.slice(0, i), fieldRef.slice(i + 1)];
}

/**
 * Sorted terms share long beginnings (window, windowblur, windowclose): each is written as one
 * capital letter, the length of the beginning it shares with the term before (A = 0, up to Z = 25),
 * then the rest. Saves 2 KB gzipped, and one string rather than an array of them 0.7 KB more.
 */
function frontCode(terms: string[]): string[] {
  return terms.map((term, i) => {
    const before = terms[i - 1] ?? '';
    let shared = 0;
    while (shared < 25 && shared < before.length && term[shared] === before[shared]) shared++;
    return String.fromCharCode(65 + shared) + term.slice(shared);
  });
}

function frontDecode(coded: string[]): string[] {
  const terms: string[] = [];
  coded.forEach((entry, i) => terms.push((terms[i - 1] ?? '').slice(0, entry.charCodeAt(0) - 65) + entry.slice(1)));
  return terms;
}

/** Rebuilds lunr's serialized index, scoring as lunr.Builder#createFieldVectors does. */
export function expandIndex(c: CompactIndex): SerializedIndex {
  const terms = frontDecode(c.terms.split(' '));
  const postings = c.postings.map((field) => field.split(' '));
  invariant(postings.length === c.fields.length && postings.every((p) => p.length === terms.length), 'search index: one postings entry per field and term');
  invariant(c.fieldLengths.length === c.fields.length && c.fieldLengths.every((l) => l.length === c.documentCount), 'search index: one length per field and document');
  // [term][field] = [refs, frequencies]
  const unpacked = terms.map((_, t) => postings.map((perTerm) => decodePosting(perTerm[t])));
  const refsByTerm = unpacked.map((perField) => perField.map(([refs]) => refs));
  const invertedIndex = terms.map((term, t): [string, Posting] => {
    const posting = { _index: t } as Posting;
    c.fields.forEach((field, f) => {
      posting[field] = Object.fromEntries(refsByTerm[t][f].map((ref) => [String(ref), {}]));
    });
    return [term, posting];
  });

  const averageLength = c.fieldLengths.map((lengths) => lengths.reduce((sum, n) => sum + n, 0) / lengths.length);
  const idf = refsByTerm.map((perField) => {
    const withTerm = perField.reduce((sum, refs) => sum + refs.length, 0);
    return Math.log(1 + Math.abs((c.documentCount - withTerm + 0.5) / (withTerm + 0.5)));
  });
  // vectors[field][ref] = [termIndex, score, ...] in ascending term order, as lunr.Vector stores it.
  const vectors = c.fields.map(() => Array.from({ length: c.documentCount }, () => [] as number[]));
  unpacked.forEach((perField, t) => {
    perField.forEach(([, frequencies], f) => {
      refsByTerm[t][f].forEach((ref, i) => {
        const tf = frequencies[i];
        const norm = c.k1 * (1 - c.b + c.b * (c.fieldLengths[f][ref] / averageLength[f])) + tf;
        const score = ((idf[t] * ((c.k1 + 1) * tf)) / norm) * c.fieldBoosts[f];
        vectors[f][ref].push(t, Math.round(score * 1000) / 1000);
      });
    });
  });
  const fieldVectors: [string, number[]][] = [];
  for (let ref = 0; ref < c.documentCount; ref++) {
    c.fields.forEach((field, f) => fieldVectors.push([`${field}/${ref}`, vectors[f][ref]]));
  }
  return { version: c.version, fields: c.fields, fieldVectors, invertedIndex, pipeline: c.pipeline };
}
