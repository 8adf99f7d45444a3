// Where a long identifier, path or URL may wrap. Browsers break lines at spaces and hyphens only, so
// `modes.window.exitProcessOnClose` or github.com/neutralinojs/neutralinojs/security/advisories/new is
// one unbreakable word: it widens its table column or the page, unless CSS is allowed to break it
// anywhere (overflow-wrap: anywhere), which splits words mid-word ("stri/ng"). Instead the build puts
// a <wbr> at the seams a reader sees in such a word: after a dot, a slash, a backslash or a colon, and
// before an argument list.
// Words and camelCase names stay whole, so a search highlight of `execCommand` still finds one text node;
// only a heading's large type also needs seams between the words of a long camelCase name.
//
// The other way round, a short token must not break where the browser would: at the hyphens of a flag
// (`--frontend-lib-dev` as "-- / frontend-lib- / dev"), a key or a date ("2018- / 06-23"). Such a token
// stays whole (white-space: nowrap), and a table column holding it takes its width.

/** Shorter words fit a phone's line and a table column as they are; they get no break points. */
export const MIN_BREAKABLE_LENGTH = 16;

/** A word of inline code this short (a flag, a key, a file name) fits any line and table column whole. */
export const SHORT_TOKEN_LENGTH = 24;

/** What stays whole in text: an ISO date (2018-06-23) and a flag's dashes with its first word (--embed-resources). */
const WHOLE_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b|(?<!\S)-+\p{L}[\p{L}\p{N}]*/gu;

/** The dashes of a long flag with its first word (`--window` of `--window-open-inspector-on-startup`): no break after the dashes. */
const FLAG_HEAD = /^-+[\p{L}\p{N}]+/u;

/** Whether a word of inline code stays whole: a short one with a hyphen the browser would break after, and no seam of ours. */
export const staysWhole = (word: string) => word.length <= SHORT_TOKEN_LENGTH && !/\s/.test(word) && /-[^-]/.test(word) && lineBreakPieces(word).length === 1;

// After ".", "/", "\" or ":" followed by a word character, and before "(" that follows one.
const SEAM = /(?<=[./\\:])(?=[\p{L}\p{N}_$<@~])|(?<=[\p{L}\p{N}_$])(?=\()/gu;
// Between the words of a camelCase name: getSpawned|Processes, DOM|ElementOrId.
const CAMEL_SEAM = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/gu;

/**
 * `text` cut into pieces; a line may break between two pieces and nowhere else inside a word. With
 * `camelCase` (headings), a name part of MIN_BREAKABLE_LENGTH or more between two seams is also cut
 * between its camelCase words: "updateSpawnedProcess" does not fit a phone's line in an h2.
 */
export function lineBreakPieces(text: string, { camelCase = false } = {}): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const word of text.matchAll(/\S+/g)) {
    if (word[0].length < MIN_BREAKABLE_LENGTH) continue;
    const seams = [...word[0].matchAll(SEAM)].map((seam) => seam.index);
    if (camelCase) {
      for (const [from, to] of [0, ...seams].map((at, i, all) => [at, all[i + 1] ?? word[0].length])) {
        if (to - from < MIN_BREAKABLE_LENGTH) continue;
        seams.push(...[...word[0].slice(from, to).matchAll(CAMEL_SEAM)].map((seam) => from + seam.index));
      }
      seams.sort((a, b) => a - b);
    }
    for (const seam of seams) {
      const at = word.index + seam;
      if (at === word.index) continue;
      pieces.push(text.slice(start, at));
      start = at;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/** A part of a text as the article shows it: text, a seam (<wbr>) or a run kept whole (<span class="nowrap">). */
export type LineBreakPart = { text: string } | { seam: true } | { whole: string };

/** The runs of `text` that stay whole: in code, short hyphenated words and long flags' heads; in text, dates and flags' heads. */
function wholeRuns(text: string, code: boolean): { index: number; run: string }[] {
  if (!code) return [...text.matchAll(WHOLE_IN_TEXT)].map((match) => ({ index: match.index, run: match[0] }));
  return [...text.matchAll(/\S+/g)].flatMap((word) => {
    const run = staysWhole(word[0]) ? word[0] : FLAG_HEAD.exec(word[0])?.[0];
    return run ? [{ index: word.index, run }] : [];
  });
}

/**
 * `text` (`code`: the text of inline code) as the article shows it: its short tokens kept whole, a seam
 * at each break point of its other long words (lineBreakPieces). The build (lib/mdx/rehype-line-breaks.ts)
 * and the upgrade guide in the browser (lib/api-history/upgrade-dom.ts) both render these parts.
 */
export function lineBreakParts(text: string, { camelCase = false, code = false } = {}): LineBreakPart[] {
  const parts: LineBreakPart[] = [];
  let start = 0;
  const withSeams = (end: number) => lineBreakPieces(text.slice(start, end), { camelCase }).forEach((piece, i) => {
    if (i > 0) parts.push({ seam: true });
    if (piece) parts.push({ text: piece });
  });
  for (const { index, run } of wholeRuns(text, code)) {
    withSeams(index);
    parts.push({ whole: run });
    start = index + run.length;
  }
  withSeams(text.length);
  return parts;
}
