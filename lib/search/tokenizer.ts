// The one tokenizer for search: the index build (scripts/build-search-index.ts) and the browser both
// use it, so a word is cut the same way when it is indexed and when it is searched for.
import type lunrType from 'lunr';

/** Characters that end a word; `.`, `_` and `-` inside a word keep API names like os.execCommand whole. */
const WORD = /--?[A-Za-z][\w-]*|[A-Za-z0-9_$][\w$]*(?:[.-][A-Za-z0-9_$][\w$]*)*/g;

/** A search term, and whether it is a name to match literally (never stemmed or dropped as a stop word). */
type Term = { term: string; literal: boolean };

/**
 * Splits text into search terms (lowercase). Besides each word it adds:
 * - every tail of a dotted name: Neutralino.os.execCommand -> os.execcommand, execcommand;
 * - the parts of a camelCase word: execCommand -> exec, command, and all but the verb joined
 *   (setFullScreen -> fullscreen);
 * while identifiers such as NL_PORT, NE_FS_NOPATHE and --release stay whole. Whole names are
 * literal, so getEnvs is not stemmed into getEnv; their camelCase parts are ordinary words.
 */
function tokenizeTerms(text: string): Term[] {
  const terms: Term[] = [];
  const add = (term: string, literal: boolean) => terms.push({ term: term.toLowerCase(), literal: literal || isIdentifier(term) });
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const parts = word.split('.');
    add(word, camelParts(word).length > 1);
    if (word.startsWith('-')) continue;
    for (let i = 1; i < parts.length; i++) add(parts.slice(i).join('.'), true);
    for (const part of parts) {
      const camel = camelParts(part);
      if (parts.length > 1) add(part, camel.length > 1);
      if (camel.length > 1) camel.forEach((p) => add(p, false));
      // setFullScreen is also found as "fullscreen", showSaveDialog as "savedialog".
      if (camel.length > 2) add(camel.slice(1).join(''), false);
    }
  }
  return terms.filter((t, i, all) => t.term.length > 0 && all.findIndex((o) => o.term === t.term) === i);
}

/** The whole words of `text` as written, case kept: what a reader typed ("NL_PORT", "enableInspector"). */
export function wordsAsWritten(text: string): string[] {
  return wordSpans(text).map((span) => span.word);
}

/** The whole words of `text` as written, with where each starts: the units the index cuts text into. */
export function wordSpans(text: string): { word: string; index: number }[] {
  return [...text.matchAll(WORD)].map((m) => ({ word: m[0], index: m.index }));
}

/** The single words of `text` (lowercase): dotted names and camelCase split apart, setMainMenu -> set, main, menu. */
export function singleWords(text: string): string[] {
  return wordsAsWritten(text).flatMap((word) => word.split('.')).flatMap((part) => {
    const camel = camelParts(part);
    return camel.length > 1 ? camel : [part.toLowerCase()];
  });
}

export function tokenize(text: string): string[] {
  return tokenizeTerms(text).map((t) => t.term);
}

function camelParts(word: string): string[] {
  if (word.includes('_') || !/[a-z][A-Z]/.test(word)) return [];
  return word.split(/(?<=[a-z0-9])(?=[A-Z])/).map((p) => p.toLowerCase());
}

/** Identifiers (dotted, underscored, flags, digits) are matched literally, never stemmed. */
export function isIdentifier(term: string): boolean {
  return /[._$\d]|^-/.test(term);
}

/**
 * A name no one types as an ordinary word: a single API-style token with a dot, an underscore, a
 * leading dash or an inner capital (NL_PORT, --release, logging.enabled, enableInspector), not
 * "path" or "title".
 */
export function isDistinctiveName(name: string): boolean {
  return /^(?:--?[A-Za-z][\w-]*|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)$/.test(name) && /[._$]|^-|[a-z][A-Z]/.test(name);
}

/**
 * British and American spellings of one word, as one: the docs write both ("behaviour",
 * "initialised", "licence" beside "maximize", "license") and so do readers ("notarise").
 */
function oneSpelling(word: string): string {
  return word
    .replace(/^(\w{3,})is(e|es|ed|ing|ation|ations|able|er|ers)$/, '$1iz$2')
    .replace(/^(behavi|col|fav|hon|lab|neighb)our(s|ed|ing|al)?$/, '$1or$2')
    .replace(/^licenc(e|es|ed|ing)$/, 'licens$1');
}

const STEMMER = 'apiAwareStemmer';
const STOP_WORDS = 'apiAwareStopWordFilter';

type Pipeline = { stemmer: lunrType.PipelineFunction; stopWords: lunrType.PipelineFunction };
const pipelines = new WeakMap<typeof lunrType, Pipeline>();

/**
 * The pipeline functions, registered by name, which lunr needs both to serialise and to load the
 * index. Always the same two functions for a lunr module: lunr writes a function's registered name
 * into the index, and a second, unregistered copy (a second index built by the same process, as the
 * content check under `npm run dev` does on every save) would be written as null.
 */
export function setUpPipeline(lunr: typeof lunrType): Pipeline {
  let pipeline = pipelines.get(lunr);
  if (!pipeline) {
    const literal = (token: lunrType.Token) => (token as unknown as { metadata?: { literal?: boolean } }).metadata?.literal || isIdentifier(token.toString());
    pipeline = {
      stemmer: (token) => (literal(token) ? token : lunr.stemmer(token.update((word) => oneSpelling(word)))),
      stopWords: (token) => (literal(token) ? token : lunr.stopWordFilter(token)),
    };
    if (!(lunr.Pipeline as unknown as { registeredFunctions: Record<string, unknown> }).registeredFunctions[STEMMER]) {
      lunr.Pipeline.registerFunction(pipeline.stemmer, STEMMER);
      lunr.Pipeline.registerFunction(pipeline.stopWords, STOP_WORDS);
    }
    pipelines.set(lunr, pipeline);
  }
  return pipeline;
}

/** The query side's view of one term: its stem as the index stores it, and whether lunr drops it as a stop word. */
export type TermForms = { stem: (term: string) => string; isStopWord: (term: string) => boolean };

export function termForms(lunr: typeof lunrType): TermForms {
  const { stemmer } = setUpPipeline(lunr);
  return {
    stem: (term) => (stemmer(new lunr.Token(term, {}), 0, []) as lunrType.Token).toString(),
    isStopWord: (term) => !lunr.stopWordFilter(new lunr.Token(term, {})),
  };
}

/** A lunr tokenizer (what the index builder calls) made from tokenize(). */
export function lunrTokenizer(lunr: typeof lunrType) {
  return (input?: unknown) => {
    if (input === null || input === undefined) return [];
    return tokenizeTerms(String(input)).map(({ term, literal }, i) => new lunr.Token(term, { literal, index: i }));
  };
}
