// Readers paste errors into the search box as they see them: a terminal's output, a log, a
// console line with its file:line, a stack trace, sometimes thousands of lines. The search reads a
// bounded part of such a paste, the part that names the error, so a query costs the same whatever
// its length and the ranking is not led by a prompt, a timestamp or the first frames of a trace.
import { siteConfig } from '../site-config';

/** How much of a query the search reads: a typed query is shorter, a paste is cut to its error. */
export const MAX_QUERY_LENGTH = 200;

/** How much of each line of a paste is looked at (of the paste, siteConfig.search.maxPasteChars). */
const MAX_LINE = 300;

/** A line that says what went wrong: an error word (or the log level WARN, as "neu: WARN" prints it), an NE_* code, an error's type (TypeError, WebSocketBadStatusException), a Node.js errno (ENOENT), an HRESULT. */
const ERROR_WORDS = /\b(?:err(?:or|r)?s?|warn|fail(?:ed|s|ure)?|fatal|exception|cannot|can['’]t|unable|denied|refused|invalid|missing|undefined|not (?:a function|found|defined|recognized|loaded|connected|implemented|allowed|valid))\b/i;
const ERROR_CODES = /\bNE_[A-Z]{2}_[A-Z]+\b|\b[A-Z]\w*(?:Error|Exception)\b|\bE[A-Z]{3,}\b|\b0x[0-9a-fA-F]{8}\b|\bcode \d+/;
/**
 * A line that reports the failure itself rather than a symptom on the way: a log level of ERROR
 * (neu's "ERRR"), FATAL or "Uncaught", the message line of a JavaScript stack ("TypeError: ..."), an
 * NE_* code, a Node.js errno, an HRESULT. In a build log the tool's own ERROR line says why it
 * stopped; a compiler warning or a "can't" line above it does not.
 */
const FAILURE_LINE = /\b(?:ERRO?R|ERRR|FATAL|Uncaught)\b|^\s*(?:[A-Z]\w*)?Error:|\bNE_[A-Z]{2}_[A-Z]+\b|\bE[A-Z]{3,}\b|\b0x[0-9a-fA-F]{8}\b/;
const isFailureLine = (line: string) => FAILURE_LINE.test(line);
/** A line that only reports how a process ended ("was stopped with error code 1"): the line that says why, if the paste has one, comes first. */
const EXIT_LINE = /\b(?:stopped|exited|terminated) with (?:\w+ )?code\b|\bexit (?:code|status)\b/i;

/** A GLib log line at its informational "Message" level ("Gtk-Message: ... Failed to load module"): it may use an error word but reports no failure. */
const GLIB_MESSAGE = /^\s*[\w-]+-Message:/;

/** A line that says nothing about the error: a stack frame, an INFO or DEBUG line, a blank one. */
const NOISE_LINE = /^\s*(?:at\s|\^|$|[~^\s]+$)|\b(?:INFO|DEBUG|LOG)\b(?!.*\b(?:ERRO?R?|WARN)\b)/;

/**
 * What is no word of the error: a time stamp (with or without its date), a file:line:column where
 * a message was logged (http://localhost:3000/static/js/bundle.js:278:20, api/debug/debug.cpp:17),
 * a user@host, a shell prompt. Removed from the kept lines so their words do not count as the reader's.
 */
const NOT_THE_ERROR = [
  /\b(?:\d{4}-\d{2}-\d{2}[ T])?\d{2}:\d{2}:\d{2}(?:[.,]\d+)?\b:?/g,
  /\S+:\d+(?::\d+)?:?(?=\s|$)/g,
  /\S+@[\w.-]+(?::\S*\$)?/g,
  /^\s*PS [A-Z]:\\\S*>/g,
];

/** Whether `text` says that something went wrong: an error word, an NE_* code, an errno or HRESULT, an exit code. */
export function namesAnError(text: string): boolean {
  return ERROR_WORDS.test(text) || ERROR_CODES.test(text);
}

/**
 * The part of `query` the search reads, at most MAX_QUERY_LENGTH characters. A line that fits
 * is kept as it is. A longer query, or one of several lines, is a paste: its lines that name an error come first (in their
 * order), then the others that are no noise, each cleaned of time stamps, log locations and
 * user@host, until the budget is full. A single long line is cut at the budget.
 */
export function errorPart(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH && !query.includes('\n')) return query;
  // The error may be anywhere in a long log, so every line is looked at, but only its start (a
  // message is no longer), and only the lines kept are cleaned: the work stays linear and small.
  const lines = query.slice(0, siteConfig.search.maxPasteChars).split(/\r?\n/).map((line) => line.slice(0, MAX_LINE));
  const clean = (line: string) => NOT_THE_ERROR.reduce((text, pattern) => text.replace(pattern, ' '), line).replace(/\s+/g, ' ').trim();
  // Each line is sorted once: those that report the failure, other error lines, those that only say
  // how a process ended, then the rest that are no noise, each group in the paste's order.
  const [failures, errors, exits, others]: string[][] = [[], [], [], []];
  for (const line of lines) {
    const isError = namesAnError(line) && !/^\s*at\s/.test(line) && !GLIB_MESSAGE.test(line);
    if (isError) (EXIT_LINE.test(line) ? exits : isFailureLine(line) ? failures : errors).push(line);
    else if (!NOISE_LINE.test(line)) others.push(line);
  }
  const ordered = [...failures, ...errors, ...exits, ...others];
  let kept = '';
  for (const raw of ordered) {
    const line = clean(raw);
    if (!line || kept.includes(line)) continue;
    kept = kept ? `${kept}\n${line}` : line;
    if (kept.length >= MAX_QUERY_LENGTH) break;
  }
  return kept.slice(0, MAX_QUERY_LENGTH);
}
