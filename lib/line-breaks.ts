// Where a long identifier, path or URL may wrap. Browsers break lines at spaces and hyphens only, so
// `modes.window.exitProcessOnClose` or github.com/neutralinojs/neutralinojs/security/advisories/new is
// one unbreakable word: it widens its table column or the page, unless CSS is allowed to break it
// anywhere (overflow-wrap: anywhere), which splits words mid-word ("stri/ng"). Instead the build puts
// a <wbr> at the seams a reader sees in such a word: after a dot, a slash, a backslash or a colon, and
// before an argument list.
// Words and camelCase names stay whole, so a search highlight of `execCommand` still finds one text node.

/** Shorter words fit a phone's line and a table column as they are; they get no break points. */
export const MIN_BREAKABLE_LENGTH = 16;

// After ".", "/", "\" or ":" followed by a word character, and before "(" that follows one.
const SEAM = /(?<=[./\\:])(?=[\p{L}\p{N}_$<@~])|(?<=[\p{L}\p{N}_$])(?=\()/gu;

/** `text` cut into pieces; a line may break between two pieces and nowhere else inside a word. */
export function lineBreakPieces(text: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (const word of text.matchAll(/\S+/g)) {
    if (word[0].length < MIN_BREAKABLE_LENGTH) continue;
    for (const seam of word[0].matchAll(SEAM)) {
      const at = word.index + seam.index;
      if (at === word.index) continue;
      pieces.push(text.slice(start, at));
      start = at;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}
