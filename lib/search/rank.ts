// Orders lunr's hits the way a reader expects, because BM25 alone favours short sections that
// repeat a word over the page the reader named. Exact names come first (TIER below); every other
// hit is ordered by a weighted sum of general signals (SIGNALS: how much of the query, weighted by
// each word's rarity, the heading, the page title and keywords, the text and the questions written
// for the section and for its page name; BM25; callable headings; history intent; the release a
// version names; the question a heading answers; the query's word order in a heading; the names
// a section's tables define; a page's intro against its sections; a message a section quotes;
// a troubleshooting entry against a typed question), measured on the tuning and
// held-out sets by `npm run bench:search -- --ablate`.
// Then no page takes more than `perPage` of the slots while other pages have hits to show.
import { isGenericHeading, isVersionHeading, QUOTE_RUN, type SearchDocument } from './documents';
import { shippedStart } from './shipped';
import { namesAnError } from './paste';
import { isDistinctiveName, isIdentifier, singleWords, tokenize, wordsAsWritten } from './tokenizer';

/** `terms`: the index terms lunr matched in the document; `questionTerms`: those of them its questions have; `score`: lunr's BM25 score. */
export type SearchHit = { document: SearchDocument; score: number; terms: string[]; questionTerms: string[] };

/**
 * A word of the query, as the index spells it, and the stem a plural or verb form shares;
 * `synonyms` (lib/search/synonyms.ts) are other words that stand for it.
 */
export type QueryWord = {
  term: string;
  stem: string;
  last: boolean;
  synonyms?: { term: string; stem: string }[];
  /** How much the word says (its rarity in the index); 1 when unknown, 0 for a word that only frames the request ("need"). */
  weight?: number;
  /** The index has the word as typed: then it is no typo, and words one letter away ("enter" for "center") are other words. */
  known?: boolean;
};

/** Whether `word` names `token`: the same word, stem or (unless `literally`) a synonym or a longer word its stem starts, a typed prefix of the last word, or a one-edit typo (of the word or its stem: a letter changed, added, dropped, or two swapped) of a word the index lacks. */
function names(word: QueryWord, token: string, stem: (t: string) => string, literally = false): boolean {
  // `token` is a heading's word or an index term, which is a stem already; stemming is not
  // idempotent ("extension" -> "extens" -> "exten"), so a stem is compared as it is, too.
  const tokenStem = stem(token);
  if (token === word.term || token === word.stem || tokenStem === word.stem) return true;
  if (!literally && word.synonyms?.some((s) => token === s.term || token === s.stem || tokenStem === s.stem)) return true;
  if (word.last && word.term.length >= 2 && token.startsWith(word.term)) return true;
  // A word also names the longer words its stem starts ("drag" names "draggable", "watch" "watcher"),
  // which lunr's prefix search found; the reader's own word counts more in the text (see `literally`).
  if (!literally && word.stem.length >= 4 && token.startsWith(word.stem)) return true;
  if (sameVersion(word.term, token)) return true;
  // A typo is one letter off the word, or off its stem: "enviroment" stems to "enviro", the
  // index's "environment" to "environ".
  return !word.known && word.term.length >= 5 && (withinOneEdit(word.term, token) || withinOneEdit(word.stem, tokenStem));
}

/**
 * names() for a whole word as written (a heading's or a title's), not an index term, which is a
 * stem. Stemming makes the one who does a thing the thing done ("installer" and "install" are both
 * "instal"): a reader who asks for an installer is not asking for updater.install(). The other way
 * round still holds: "watch a folder" asks for a watcher.
 */
function namesWord(word: QueryWord, token: string, stem: (t: string) => string, literally = false): boolean {
  const doer = word.term.replace(/s$/, '');
  return doer !== `${token}er` && doer !== `${token}r` && names(word, token, stem, literally);
}

/** "6.8" and "v6" name the release "v6.8.0"; "6.8" does not name "v6.8.1"'s neighbour "v6.80.0". */
function sameVersion(word: string, token: string): boolean {
  if (!/^v?\d+(\.\d+)*$/.test(word) || !/^v?\d+(\.\d+)+$/.test(token)) return false;
  const want = word.replace(/^v/, '');
  const have = token.replace(/^v/, '');
  return have === want || have.startsWith(`${want}.`);
}

/** Whether `word` is the version `heading` starts with, missing parts being zero: "v5" and "5.0" are "v5.0.0". */
function isRelease(word: string, heading: string): boolean {
  if (!VERSION.test(word) || !isVersionHeading(heading)) return false;
  const parts = (version: string) => version.replace(/^v/i, '').split('.').map(Number);
  const [want, have] = [parts(word), parts(heading.split(/\s/)[0])];
  return have.every((n, i) => n === (want[i] ?? 0));
}

/** The page a title names exactly: "storage" is Neutralino.storage, "error codes" is Error codes. */
function namesExactly(query: string, ...texts: string[]): boolean {
  const q = query.trim().toLowerCase();
  return texts.some((t) => {
    const text = t.toLowerCase();
    return text === q || text.endsWith(`.${q}`);
  });
}

export const TIER = {
  /** A function whose full name is the query ("Neutralino.init"). */
  FUNCTION: 0,
  /** A page whose title or sidebar label is the query ("storage", "error codes"). */
  PAGE: 1,
  /** A section whose heading is the query, or a dotted name that ends in it ("New in v6.9.0"; "modes.window" for "window"). */
  HEADING: 2,
  /** A section whose heading is a name the query types (an API function, an error code). */
  NAMED: 3,
  /** A section whose reference table defines a name in the query (NL_PORT, --release, enableInspector); or a release note that alone has a name the query types (namesOnlyInReleaseNotes). */
  DEFINED: 4,
  /** Every other page and section, ordered by score(): see SIGNALS. */
  SCORED: 5,
  /** Release notes, unless the query asks for history: see asksForHistory. */
  HISTORY: 6,
  /** Generic sections ("Errors", "Example"): they only make sense next to their parent. */
  GENERIC: 7,
} as const;

/**
 * The weights of the signals that order the SCORED tier; `npm run bench:search -- --ablate` sets
 * each to 0 in turn and prints what it is worth on both query sets.
 */
export const SIGNALS = {
  /** Share of the query's words (weighted by rarity) found anywhere in the section, synonyms counting less. */
  body: 4,
  /** Share of the query's words (weighted by rarity) that the section heading, or a page's title, names. */
  heading: 3,
  /** The same for the page title of a section ("Neutralino.window" for "hide the window"), below its own heading. */
  pageTitle: 2,
  /** The same for its page's keywords ("settings" for the config file's sections), which say what the page is about in a reader's words; less than its title, since no heading chose them. */
  pageKeywords: 0.5,
  /**
   * Proximity in the heading: the share of the query's neighbouring words that stand side by side
   * in it too, in the reader's order ("build a release" in "Step 12: Build a release"). Word order
   * says which words belong together, which the shares above cannot see.
   */
  phrase: 0.5,
  /**
   * Share of the names the reader typed ("--config-file", "useLogicalPixels") that a table of the
   * section defines, in a query longer than a lookup (a short one puts such a table in the DEFINED
   * tier): "--config-file path must start with slash" asks about the flag's row, among sections that
   * share its other words.
   */
  defines: 1,
  /**
   * Share of the query's runs of three words, as written and stop words included, that the start of
   * the section's text has too: a pasted message quoted where the section begins, as a
   * troubleshooting entry quotes the output it explains and an error code the message it prints
   * ("no such file or directory, stat 'bin/neutralino-linux_x64'"). Word order and the small words
   * tell that message from sections that only share its words. The start is what the browser has
   * of each section's text (siteConfig.search.shippedTextChars), with the lines of its output blocks
   * (quotedRuns). A query that names no error counts only where it is quoted whole (quotedShare).
   */
  quoted: 5,
  /** lunr's BM25 score relative to the best candidate's, counted only for the words the heading leaves out. */
  bm25: 1.5,
  /** Share of a heading's own words that the query leaves out: "main menu" is setMainMenu, not mainMenuItemClicked. */
  leftover: 0.6,
  /** A heading that is a function to call ("window.hide()") over an event or topic sharing its words. */
  callable: 0.5,
  /** A history question ("what's new in 6.8", "since when") is answered by the release notes, and less so by a reference page's section about one release ("New in v6.8.0"). */
  history: 3,
  /** The release a query's number names exactly ("v5" and "5.0" are v5.0.0) before its point releases (v5.4.0, v5.0.1). */
  release: 1,
  /** Share of the query's words (weighted by rarity) that the questions written for the section name: a reader's words the section's text may not use. */
  questions: 2,
  /**
   * The same for the questions written for a section's page, which ask about the page as a whole:
   * a section inherits them as it inherits the page title, so the page's intro, which has them as
   * its own, no longer outranks the section that answers ("project folder layout" is the layout
   * section of Project structure, not its intro).
   */
  pageQuestions: 1.5,
  /**
   * A page's intro when the query is one word its title or sidebar label names ("privacy"): a reader
   * who types a page's word asks for the page, which its sections, inheriting the title and the
   * page's questions, would otherwise pass.
   */
  namesPage: 2,
  /**
   * A page's intro, whose text sums up every section and so matches most questions about the page:
   * on equal evidence the section that answers comes first ("how do I make an installer for
   * windows" is Distribution's "Packaging per operating system", not its intro).
   */
  intro: -0.5,
  /**
   * A troubleshooting entry, against a query that names no error and was typed rather than pasted
   * (ParsedQuery.typed): such an entry quotes a failure and shares a topic's words ("tray icon", "are
   * framework binaries shared between projects"), while the reader asks about the topic, which a
   * reference page answers. At 1, the errors probe lost pastes of a log line.
   */
  troubleshooting: 0.5,
  /** A heading that opens with the query's question word ("Where to ask" for "where can I get help"; "How the patch works"): it answers that kind of question. Those words are stop words, so no other signal sees them. */
  question: 1,
  /** 1: every word of three letters or more also finds longer words it starts ("window" finds every window.* name); 0: only the last word, being typed, and API names. */
  prefixes: 1,
  /** 1: one-letter typos only for words the index lacks; 0: for every word of five letters or more. */
  knownWords: 1,
  /** 1: weigh the query's words by rarity (lib/search/query.ts); 0: count them alike. */
  rarity: 1,
  /** 1: words that frame a request ("need", "each": lib/search/query.ts) weigh nothing; 0: they weigh by rarity as the rest. */
  requestWords: 1,
} as const;
export type Signals = { [K in keyof typeof SIGNALS]: number };

/** A section about one release without being its notes ("New in v6.9.0" on the API overview). */
const ABOUT_A_RELEASE = /(^|\s)v\d+(\.\d+)+$/i;
const VERSION = /^v?\d+(\.\d+)*$/i;
/** A word that asks for history on its own: releases, a changelog, breaking changes, something removed, deprecated or gone ("doesn't work anymore", "broken after upgrading"), a version number ("v5", "6.9", "v6.9.0"). */
const HISTORY_WORD = /^(releases|changelogs?|breaking|deprecated|removed|anymore|upgrading|upgraded)$|^v\d+(\.\d+)*$|^\d+(\.\d+)+$/i;
/**
 * Words that ask for history only two together ("version history", "latest release", "release
 * notes"): one alone is as often about the present ("check the installed versions", "download the
 * latest binaries", "make a release build of my app").
 */
const HISTORY_HINT = /^(versions?|history|latest|newest|release|notes)$/i;
/** Ways readers ask when something changed without naming a release; and see WHICH_VERSION. */
const HISTORY_PHRASE = new RegExp(
  [
    /\bwhat(?:'s| is| was| has)? (?:new|changed)\b/, // "what's new", "what changed"
    /\bsince when\b/,
    /\bwhen (?:was|were|did)\b.*\b(?:add(?:ed)?|introduced?|come|came|released?|arrived?|chang(?:e|ed)|start(?:ed)?)\b/, // "when did it change" (or start, or come)
    /\b(?:added|introduced|new) in\b/,
    /\bno longer\b/, // "no longer works"
    /\bfirst (?:version|release)\b/, // "the first version with"
    /(?<!\b(?:is|are|was|were|be|been|being|gets?|got) )\badded$/, // "os.trashItem added", not "when a file is added"
  ]
    .map((phrase) => phrase.source)
    .join('|'),
  'i',
);
/** The verbs of those questions ("when was it introduced", "what changed"), which say that something changed rather than what. */
const HISTORY_VERB = /^(?:introduced?|add(?:ed)?|came|come|arrived?|released?|start(?:ed)?|chang(?:e|ed))$/i;
/**
 * "Which (neu) version" asks when something came ("what neu version added --embed-resources"),
 * unless it asks about the present: what works with what ("which cli version works with framework
 * 4"), which the compatibility table answers, or which version the reader has ("check which
 * neutralino version i have").
 */
const WHICH_VERSION = /\b(?:which|what) (?:\S+ )?(?:version|release)\b/i;
const PRESENT_VERSION = /\b(?:match(?:es)?|compatib\w*|go(?:es)? (?:together|with)|pairs? with|works? with (?:the )?(?:framework|cli|neu|client|library)|i (?:have|use|run)|am i|installed|currently)\b/i;

/** What program output has and a typed question rarely does: a colon ("neu: INFO"), quotes, brackets, an exclamation mark, a line break, an ellipsis, a sentence after a sentence. */
const OUTPUT_PUNCTUATION = /[:!'"`{}()<>[\]\n]|\.\.\.|\.\s+[A-Z]/;
/** A page that gathers failures and their fixes (its title says so). */
const TROUBLESHOOTING_TITLE = /\btroubleshoot/i;

/** A page that lists releases (its title says so). */
const RELEASE_NOTES_TITLE = /\b(release notes|changelog)\b/i;

/**
 * A release note: a section headed by a version, or under one, or the intro of a release notes page.
 * The page's other sections describe the present ("Which versions go together"), so a question
 * that does not ask for history still finds them.
 */
function isReleaseNote(doc: SearchDocument): boolean {
  return isVersionHeading(doc.heading) || isVersionHeading(doc.parentHeading) || ABOUT_A_RELEASE.test(doc.heading) || (RELEASE_NOTES_TITLE.test(doc.title) && doc.anchor === '');
}

/** What the tiers read from the query, worked out once per query rather than once per hit. */
type ParsedQuery = {
  text: string;
  asksForHistory: boolean;
  typedNames: Set<string>;
  /** The name, when the query types exactly one ("tokenSecurity one-time"). */
  onlyName?: string;
  /** At most two words: a name looked up ("NL_PORT", "enableInspector default") rather than a task or a problem described around it. */
  lookup: boolean;
  questionWord?: string;
  /** The query's runs of QUOTE_RUN words as written, stop words included: see SIGNALS.quoted. */
  runs: Set<string>;
  /** The words those runs are cut from, lowercase, in order: see liftQuotingSections. */
  quotable: string[];
  /** The query says that something went wrong (paste.ts): then any run it shares with a section is a quote; see quotedShare. */
  namesAnError: boolean;
  /** The query names no error and has none of the punctuation of program output (TYPED): a reader's own words. */
  typed: boolean;
  /** The query names an error and has the punctuation of program output, in more than a lookup's two words: a pasted message. */
  pasted: boolean;
  /** The typed names that, among the hits, only release notes have: see namesOnlyInReleaseNotes. */
  noteOnlyNames: Set<string>;
};

/** The word a question or a heading opens with when it asks one: "how", "where", "what"... */
function questionWord(text: string): string | undefined {
  return text.trim().match(/^(what|how|where|why|when|which|who)\b/i)?.[1].toLowerCase();
}

/**
 * The names the query types ("SetProcessDpiAwarenessContext") that some release note among the hits
 * has and no other hit does. Then that note is all the site says about the name (a Windows entry
 * point a release began to load at run time, a symbol a build stopped needing), so it is an answer,
 * not history to hold back (TIER.HISTORY).
 */
function namesOnlyInReleaseNotes(hits: SearchHit[], typedNames: Set<string>): Set<string> {
  const only = new Set<string>();
  for (const name of typedNames) {
    const having = hits.filter((h) => h.terms.includes(name));
    if (having.length > 0 && having.every((h) => isReleaseNote(h.document))) only.add(name);
  }
  return only;
}

function parseQuery(query: string, words: QueryWord[], hits: SearchHit[]): ParsedQuery {
  // Words as written, so the flag "--release" is not a question about releases.
  const written = wordsAsWritten(query);
  const withoutFlags = query.replace(/(^|\s)--?\S+/g, ' ');
  const typedNames = new Set(written.filter(isDistinctiveName).map((w) => w.toLowerCase()));
  const error = namesAnError(query);
  const output = OUTPUT_PUNCTUATION.test(query);
  const lookup = words.length <= 2;
  // In a pasted error, a version ("neu CLI: v11.3.1") or "releases" ("Using nightly releases...")
  // is part of the output, not a question about history; a history phrase still asks one.
  const historyWords = !(error && output) && (written.some((w) => HISTORY_WORD.test(w)) || written.filter((w) => HISTORY_HINT.test(w)).length >= 2);
  return {
    text: query,
    asksForHistory: historyWords || HISTORY_PHRASE.test(withoutFlags) || (WHICH_VERSION.test(withoutFlags) && !PRESENT_VERSION.test(withoutFlags)),
    typedNames,
    onlyName: typedNames.size === 1 ? [...typedNames][0] : undefined,
    lookup,
    questionWord: questionWord(query),
    ...quotableWords(query),
    namesAnError: error,
    typed: !error && !output,
    pasted: error && output && !lookup,
    noteOnlyNames: namesOnlyInReleaseNotes(hits, typedNames),
  };
}

function tierOf(hit: SearchHit, parsed: ParsedQuery, words: QueryWord[]): number {
  const { document: doc } = hit;
  const query = parsed.text;
  if (doc.anchor === '') {
    if (namesExactly(query, doc.title, doc.label ?? '', ...(doc.keywords ?? []))) return TIER.PAGE;
    return definesName(doc, parsed) ? TIER.DEFINED : TIER.SCORED;
  }
  if (isReleaseNote(doc)) {
    if (hit.terms.some((t) => parsed.noteOnlyNames.has(t))) return TIER.DEFINED;
    if (!parsed.asksForHistory) return TIER.HISTORY;
  }
  // The release a query names by its number: "what's new in 6.8" is v6.8.0.
  if (isVersionHeading(doc.heading) && words.some((w) => sameVersion(w.term, doc.heading.split(/\s/)[0]))) return TIER.NAMED;
  // A table of flags under a generic "Options" heading still defines them.
  if (isGenericHeading(doc.heading)) return definesName(doc, parsed) ? TIER.DEFINED : TIER.GENERIC;
  const name = doc.heading.replace(/\(.*$/, '').toLowerCase();
  // The function spelled out in full ("Neutralino.init", "window.create") comes before its page.
  if (name !== doc.heading.toLowerCase() && name === query.trim().toLowerCase()) return TIER.FUNCTION;
  // A heading that is the whole query ("new in v6.9.0") before the release notes the version names.
  if (namesExactly(query, doc.heading)) return TIER.HEADING;
  // A name anywhere in the query: an error code pasted with its message, a function with a word.
  // Unless the query asks when the name came: then the release notes that name it answer it.
  // Either way round: "execCommand" names os.execCommand(), and so does "Neutralino.os.execCommand".
  // So does a heading that is the one name the reader typed as a name ("tokenSecurity one-time"):
  // that key's own section, not the parent whose table lists it. A query with two names
  // ("frontendLibrary devUrl") is better answered by a table that defines both.
  // Not a file's name among other words: "log a message to neutralinojs.log" asks for debug.log(),
  // not for the section that says what the file is (typed alone, the name still finds it).
  // Nor a function named in a pasted message ("Missing permission to execute the native method:
  // os.execCommand"): the message is about the call, and the sections that explain the message
  // answer it; the function's own section competes with them on score. An error code heads the
  // section that explains it, so a pasted code keeps its section NAMED.
  const { onlyName } = parsed;
  const typesName =
    words.some((w) => isIdentifier(w.term) && !VERSION.test(w.term) && (name === w.term || name.endsWith(`.${w.term}`) || (name.includes('.') && w.term.endsWith(`.${name}`)))) ||
    (onlyName !== undefined && (name === onlyName || name.endsWith(`.${onlyName}`)));
  const mentioned = parsed.pasted && !ERROR_CODE.test(doc.heading);
  if (namesExactly(query, name) || (typesName && !mentioned && !parsed.asksForHistory && !FILE_NAME.test(name))) return TIER.NAMED;
  if (definesName(doc, parsed)) return TIER.DEFINED;
  return TIER.SCORED;
}

/**
 * Whether a table of the section defines a name the query types as a name. Only words the reader
 * wrote as names count ("enableInspector", "NL_PORT", "--release"), so "fullscreen" still finds
 * window.setFullScreen rather than the fullScreen config key. A dotted name is also found by its
 * tails while they are still distinctive: modes.window.enableInspector by "enableInspector" or
 * "window.enableInspector", but not modes.window.title by "title". Asked when a name came ("when
 * was --clean added"), the table is not the answer: the release notes that name it are. Nor is it
 * when the name is one word of a longer question ("NL_PORT undefined on first load with vite"):
 * the row only says what the name is, so the table competes on score with the sections that
 * answer the rest.
 */
function definesName(doc: SearchDocument, { typedNames: wanted, asksForHistory, lookup }: ParsedQuery): boolean {
  if (!doc.names || wanted.size === 0 || asksForHistory || !lookup) return false;
  return definedNames(doc, wanted).size > 0;
}

/** The names in `wanted` that a table of the section defines, whole or by a distinctive tail. */
function definedNames(doc: SearchDocument, wanted: Set<string>): Set<string> {
  const found = new Set<string>();
  for (const name of doc.names ?? []) {
    const parts = name.split('.');
    for (let i = 0; i < parts.length; i++) {
      const tail = parts.slice(i).join('.');
      if (isDistinctiveName(tail) && wanted.has(tail.toLowerCase())) found.add(tail.toLowerCase());
    }
  }
  return found;
}

/** How much more a defined flag counts than another defined name: see definesShare. */
const FLAG_WEIGHT = 1.75;

/**
 * The share of the typed names that a table of the section defines, times FLAG_WEIGHT when they
 * are flags: a command-line flag ("--config-file path must start with slash") is told in its row
 * of a table of arguments and nowhere else, while a config key or a global has prose of its own
 * elsewhere that may answer the rest of the question.
 */
function definesShare(doc: SearchDocument, typed: Set<string>): number {
  const defined = [...definedNames(doc, typed)];
  return (defined.length / typed.size) * (defined.length > 0 && defined.every((name) => name.startsWith('-')) ? FLAG_WEIGHT : 1);
}

/** A section heading's own name: an API name's namespace ("window.") belongs to the page. */
function ownWords(heading: string): string[] {
  const name = heading.replace(/\(.*$/, '').trim();
  return singleWords(/^[\w$.]+$/.test(name) ? name.slice(name.lastIndexOf('.') + 1) : name);
}

/**
 * How much of a section heading's own name the query leaves out (0 to 1). Among headings that
 * name the query's words, the closest fit is what the reader named: "main menu" is
 * window.setMainMenu (only "set" left over) rather than the mainMenuItemClicked event (item,
 * clicked), and "cpu" is getCPUInfo rather than an FAQ question about CPUs.
 */
function leftoverShare(doc: SearchDocument, words: QueryWord[], stem: (t: string) => string): number {
  const own = ownWords(doc.heading);
  if (own.length === 0) return 0;
  return own.filter((part) => !words.some((w) => namesWord(w, part, stem))).length / own.length;
}

/** A file's name ("neutralinojs.log", "neutralino.config.json"), which a heading may be as a function's name is. */
const FILE_NAME = /\.(json|log|js|mjs|neu|exe|html|css|ts)$/;

/** A heading that is a call signature, "window.hide()" or "os.execCommand(command, options)". */
const CALLABLE = /^[\w$.]+\(.*\)$/;

/** The share of the query's weight carried by the words that `named` accepts. */
function share(words: QueryWord[], named: (w: QueryWord) => number): number {
  const total = words.reduce((sum, w) => sum + (w.weight ?? 1), 0);
  return total === 0 ? 0 : words.reduce((sum, w) => sum + (w.weight ?? 1) * named(w), 0) / total;
}

/** The words of a document's heading and page title, its heading's words in order, the question word its heading opens with, and the runs it quotes (textRuns, and messageRuns of its inline messages alone), cut once per document rather than once per query. */
const TOKENS = new WeakMap<SearchDocument, { headingTokens: string[]; titleTokens: string[]; headingWords: string[]; headingQuestion?: string; textRuns: Set<string>; messageRuns: Set<string> }>();

function tokensOf(doc: SearchDocument) {
  let tokens = TOKENS.get(doc);
  if (!tokens) {
    const intro = doc.anchor === '';
    tokens = {
      headingTokens: tokenize(intro ? `${doc.title} ${doc.label ?? ''} ${(doc.keywords ?? []).join(' ')}` : `${doc.heading} ${doc.parentHeading} ${(doc.keywords ?? []).join(' ')}`),
      titleTokens: tokenize(`${doc.title} ${doc.label ?? ''}`),
      headingWords: singleWords(intro ? doc.title : doc.heading),
      headingQuestion: questionWord(doc.heading),
      textRuns: quotedRuns(doc),
      messageRuns: addLineRuns(new Set(), doc.inlineMessages),
    };
    TOKENS.set(doc, tokens);
  }
  return tokens;
}

/** The lowercase words of `text` as written, as the index cuts them, and each run of QUOTE_RUN of them: "no such file", "such file or"... */
function quotableWords(text: string): { quotable: string[]; runs: Set<string> } {
  const quotable = wordsAsWritten(text).map((w) => w.toLowerCase());
  const runs = new Set<string>();
  for (let i = 0; i + QUOTE_RUN <= quotable.length; i++) runs.add(quotable.slice(i, i + QUOTE_RUN).join(' '));
  return { quotable, runs };
}

/**
 * The runs of QUOTE_RUN words a section quotes: those of the start of its text, and of each line of
 * its output blocks (documents.ts), which a message quoted further down is among. In Node (the
 * bench, the tests) a document has all its text; the browser only its start (shippedStart), and the
 * output lines the start leaves out (build-index.ts): both read the same start.
 */
function quotedRuns(doc: SearchDocument): Set<string> {
  const { runs } = quotableWords(shippedStart(doc.content));
  return addLineRuns(runs, doc.output);
}

/** Adds to `runs` those of each line of `lines` (one message a line), so no run spans two lines. */
function addLineRuns(runs: Set<string>, lines: string | undefined): Set<string> {
  for (const line of lines?.split('\n') ?? []) quotableWords(line).runs.forEach((run) => runs.add(run));
  return runs;
}

/** The shortest query that names no error which quotedShare reads as a quote: five words, so that a task typed as a phrase ("open a new window", the start of an event's text) is none. */
const QUOTE_WITHOUT_ERROR = 5;

/**
 * SIGNALS.quoted's value: the share of the query's runs that the section quotes (quotedRuns).
 * A query that names no error is a quote only when the section holds all of it, word for word (in
 * its quotedRuns, or a message its inline code quotes), and it is QUOTE_WITHOUT_ERROR words or more
 * (a log line, a dialog's sentence: "Framework defaults will be loaded.", "Opening in existing
 * browser session."); a typed question shares a few runs with many sections, which says nothing.
 * A paste of two words has no run: it is a quote where the section has both side by side, as a run
 * opens or ends ("spawn UNKNOWN", "stat './undefined'"), unless it was typed as a topic ("tray menu").
 */
function quotedShare({ runs, quotable, namesAnError, typed, text }: ParsedQuery, doc: SearchDocument): number {
  if (quotable.length === 2) return (!typed || SHOUTED_WORD.test(text)) && quotesPair(doc, quotable.join(' ')) ? 1 : 0;
  if (runs.size === 0) return 0;
  const { textRuns, messageRuns } = tokensOf(doc);
  if (namesAnError) return [...runs].filter((run) => textRuns.has(run)).length / runs.size;
  return quotable.length >= QUOTE_WITHOUT_ERROR && [...runs].every((run) => textRuns.has(run) || messageRuns.has(run)) ? 1 : 0;
}

/**
 * A word in capitals, as programs print an errno or a status ("spawn UNKNOWN", "EPERM") and readers
 * rarely type one: it marks a two-word query as output even without punctuation.
 */
const SHOUTED_WORD = /\b[A-Z]{4,}\b/;

/** Whether the section quotes `pair` (two words, lowercase, as written): some run of its quotedRuns opens or ends with it. */
function quotesPair(doc: SearchDocument, pair: string): boolean {
  for (const run of tokensOf(doc).textRuns) if (run.startsWith(`${pair} `) || run.endsWith(` ${pair}`)) return true;
  return false;
}

/** The positions of a paste's words that a section quotes (quotedRuns): those of every run of QUOTE_RUN it shares. */
function quotedPositions(doc: SearchDocument, { quotable }: ParsedQuery): Set<number> {
  const { textRuns } = tokensOf(doc);
  const quoted = new Set<number>();
  for (let i = 0; i + QUOTE_RUN <= quotable.length; i++) {
    if (textRuns.has(quotable.slice(i, i + QUOTE_RUN).join(' '))) for (let k = i; k < i + QUOTE_RUN; k++) quoted.add(k);
  }
  return quoted;
}

/** The positions of a paste's words that name a section's heading ("NE_RT_NATPRME", "os.execCommand"). */
function headingNamePositions(doc: SearchDocument, { quotable }: ParsedQuery): number[] {
  const name = doc.heading.replace(/\(.*$/, '').trim().toLowerCase();
  return quotable.flatMap((word, i) => (word === name || name.endsWith(`.${word}`) || word.endsWith(`.${name}`) ? [i] : []));
}

/** A framework error code as a section heading: "NE_RT_NATPRME". */
const ERROR_CODE = /^NE_[A-Z]{2}_[A-Z]+$/;

/**
 * A paste's name (an error code, a function) puts the sections headed by it in the NAMED tier,
 * each quoting the paste's words its text starts with and the name it is headed by. A section that
 * quotes more of the paste than any of them (with the error code, where one heads them) joins them
 * there, and they are ordered by how many of the paste's words each quotes, then by score:
 * "Uncaught (in promise) {code: 'NE_RT_NATPRME', message: ...}" is the troubleshooting entry that
 * quotes that console line, more than the code's own section, which has the code and the message; "server.mount is not implemented in the Neutralinojs server" is the
 * entry that quotes the message, not server.mount(). A paste of only the code and its message, or
 * with words around the code that no section quotes with it, leaves the code's section first.
 */
function liftQuotingSections(ranked: (RankedHit & { quotedWords?: number })[], parsed: ParsedQuery) {
  if (parsed.runs.size === 0 || !parsed.namesAnError) return;
  const named = ranked.filter((r) => r.tier === TIER.NAMED);
  if (named.length === 0) return;
  // An error code says which error it is, so a section must quote it to pass the code's own; a function named in a message is only what it is about.
  const codePositions = named.filter((r) => ERROR_CODE.test(r.hit.document.heading)).flatMap((r) => headingNamePositions(r.hit.document, parsed));
  for (const r of named) r.quotedWords = new Set([...quotedPositions(r.hit.document, parsed), ...headingNamePositions(r.hit.document, parsed)]).size;
  const bar = Math.max(...named.map((r) => r.quotedWords!));
  for (const r of ranked) {
    if (r.tier !== TIER.SCORED) continue;
    const quoted = quotedPositions(r.hit.document, parsed);
    if (quoted.size > bar && (codePositions.length === 0 || codePositions.some((i) => quoted.has(i)))) Object.assign(r, { tier: TIER.NAMED, quotedWords: quoted.size });
  }
}

/** The share of the query's neighbouring word pairs (stop words already gone) that `headingWords` also has in that order, with at most one word between ("build a release"). Only the reader's own words count, not stems' longer words or synonyms. */
function adjacentShare(words: QueryWord[], headingWords: string[], stem: (t: string) => string): number {
  let found = 0;
  for (let i = 0; i + 1 < words.length; i++) {
    const first = headingWords.flatMap((t, j) => (namesWord(words[i], t, stem, true) ? [j] : []));
    if (first.some((j) => headingWords.slice(j + 1, j + 3).some((t) => namesWord(words[i + 1], t, stem, true)))) found++;
  }
  return found / (words.length - 1);
}

/** Each signal's value for one hit, before its weight: the score is their weighted sum. */
export type SignalValues = { -readonly [K in keyof typeof SIGNALS]?: number };
type Scored = { exact: number; whole: boolean; total: number; values: SignalValues };

/** `pageIntro`: the hit on the intro of the section's page, when lunr found it: its questions are the page's. */
function score(hit: SearchHit, parsed: ParsedQuery, words: QueryWord[], stem: (t: string) => string, best: number, signals: Signals, pageIntro?: SearchHit): Scored {
  const doc = hit.document;
  const intro = doc.anchor === '';
  const { headingTokens, titleTokens, headingWords, headingQuestion } = tokensOf(doc);
  // Which query words each part names, worked out once: several signals read each.
  const namedBy = (tokens: string[]) => new Set(words.filter((w) => tokens.some((t) => namesWord(w, t, stem))));
  const inHeading = namedBy(headingTokens);
  const inTitle = namedBy(titleTokens);
  // The intro's heading words are its page's title, label and keywords; a section's own keywords count as its heading.
  const inPageKeywords = !intro && pageIntro ? namedBy(tokensOf(pageIntro.document).headingTokens) : new Set<QueryWord>();
  const asked = (questionTerms: string[]) => share(words, (w) => (questionTerms.some((t) => names(w, t, stem)) ? 1 : 0));
  const heading = share(words, (w) => (inHeading.has(w) ? 1 : 0));
  const answersHistory = parsed.asksForHistory && isReleaseNote(doc);
  const values: Omit<SignalValues, 'bm25'> = {
    heading,
    pageTitle: share(words, (w) => (!inHeading.has(w) && inTitle.has(w) ? 1 : 0)),
    // The reader's own word counts fully, a synonym of it a little less.
    body: share(words, (w) => (hit.terms.some((t) => names(w, t, stem, true)) ? 1 : hit.terms.some((t) => names(w, t, stem)) ? 0.8 : 0)),
    questions: asked(hit.questionTerms),
    pageKeywords: share(words, (w) => (!inHeading.has(w) && !inTitle.has(w) && inPageKeywords.has(w) ? 1 : 0)),
    pageQuestions: !intro && pageIntro ? asked(pageIntro.questionTerms) : 0,
    namesPage: intro && words.length === 1 && inTitle.has(words[0]) ? 1 : 0,
    intro: intro ? 1 : 0,
    troubleshooting: !intro && parsed.typed && TROUBLESHOOTING_TITLE.test(doc.title) ? -1 : 0,
    leftover: intro || heading === 0 ? 0 : -leftoverShare(doc, words, stem),
    callable: !intro && heading > 0 && CALLABLE.test(doc.heading.trim()) ? 1 : 0,
    // The release notes are where a release is told; a reference page's "New in v6.8.0" sums it up.
    history: answersHistory ? (RELEASE_NOTES_TITLE.test(doc.title) ? 1 : 0.75) : 0,
    release: words.some((w) => isRelease(w.term, doc.heading)) ? 1 : 0,
    question: parsed.questionWord && headingQuestion === parsed.questionWord ? 1 : 0,
    phrase: words.length < 2 ? 0 : adjacentShare(words, headingWords, stem),
    quoted: quotedShare(parsed, doc),
    defines: parsed.typedNames.size === 0 || parsed.asksForHistory ? 0 : definesShare(doc, parsed.typedNames),
  };
  // Exact names are ordered by everything but lunr's score (see orderHits), so bm25 stays out of `exact`.
  const exact = (Object.entries(values) as [keyof typeof values, number][]).reduce((sum, [k, value]) => sum + signals[k] * value, 0);
  // When the heading names every word, how often the text repeats them says nothing more (setTitle, getTitle).
  // Nor does it between the release notes that answer a history question: they differ in the
  // release and the product they name, which the other signals read, and lunr would only prefer
  // the shorter note (the client library's, which repeats the framework's in fewer words).
  const bm25 = answersHistory ? 0 : (best > 0 ? hit.score / best : 0) * (1 - heading);
  return { exact, whole: heading > 0.999, total: exact + signals.bm25 * bm25, values: { ...values, bm25 } };
}

/** A hit with what ordered it: its tier (TIER), and its score with each signal's value. */
export type RankedHit = { hit: SearchHit; tier: number; score: Scored };

/** Sorts hits into the tiers above and orders each tier by score(). */
export function orderHits(hits: SearchHit[], query: string, words: QueryWord[], stem: (t: string) => string, signals: Signals = SIGNALS): RankedHit[] {
  // The same few heading words are stemmed for many hits: stem each once per query.
  const stems = new Map<string, string>();
  const unmemoised = stem;
  stem = (t) => stems.get(t) ?? (stems.set(t, unmemoised(t)), stems.get(t)!);
  const parsed = parseQuery(query, words, hits);
  // In a history question the verb says when, not what: "introduced" in "when was cli.hostProject
  // introduced" is rarer than the name, yet any release that introduced anything has it.
  if (parsed.asksForHistory) words = words.map((w) => (HISTORY_VERB.test(w.term) ? { ...w, weight: (w.weight ?? 1) / 2 } : w));
  const best = Math.max(0, ...hits.map((h) => h.score));
  const intros = new Map(hits.filter((h) => h.document.anchor === '').map((h) => [h.document.route, h]));
  const ranked = hits
    .map((hit, order) => ({ hit, order, tier: tierOf(hit, parsed, words) }))
    .map((r): RankedHit & { order: number; quotedWords?: number } => ({ ...r, score: score(r.hit, parsed, words, stem, best, signals, intros.get(r.hit.document.route)) }));
  liftQuotingSections(ranked, parsed);
  return ranked
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        // Among the sections a paste names, the one that quotes most of it (liftQuotingSections).
        (b.quotedWords ?? 0) - (a.quotedWords ?? 0) ||
        // Exact names are all right answers: the one that fits the rest of the query best, then sidebar order.
        (a.tier < TIER.SCORED ? b.score.exact - a.score.exact : b.score.total - a.score.total) ||
        // Two exact names ("readFile" in filesystem and resources) are equally right: sidebar order decides.
        // So do two headings that name the query equally well (setTitle, getTitle): the page puts the main one first.
        // So do equal scores (the framework's v6.8.0 note and the client library's).
        (a.tier <= TIER.NAMED || (a.score.whole && b.score.whole) || a.score.total === b.score.total ? a.hit.document.id - b.hit.document.id : 0) ||
        a.order - b.order,
    );
}

/** The hits in order (orderHits), with no page taking more than `perPage` slots while other pages have hits to show. */
export function rankHits(hits: SearchHit[], query: string, words: QueryWord[], stem: (t: string) => string, limit: number, perPage: number, signals: Signals = SIGNALS): SearchHit[] {
  const chosen: SearchHit[] = [];
  const overflow: SearchHit[] = [];
  const perRoute = new Map<string, number>();
  for (const { hit } of orderHits(hits, query, words, stem, signals)) {
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
  // A changed letter, or two neighbours swapped ("udpate"), as lunr's edit distance counts them.
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
