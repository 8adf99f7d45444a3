// Query-time synonyms: a reader describes a task in their own words ("create a folder", "fetch a
// url"), the API names it in its own (filesystem.createDirectory, net.request). Each query
// word also looks for the words listed here, with a lower boost than the word itself, and counts as
// present in a heading or section that has one of them. Keep the list short and general: every entry
// is a word readers use for a concept the docs name differently, not a fix for one query.

/** Words that mean the same: any word of a group also finds the others. */
const SAME = [
  ['folder', 'directory'],
  ['binary', 'exe'],
  ['maintainer', 'committer'],
  ['choose', 'pick', 'select'],
];

/** A reader's word and the words APIs use for that action. */
const API_WORDS: Record<string, string[]> = {
  // Not "set": it would also be the stem of "settings" and every setter.
  save: ['write', 'store'],
  fetch: ['request', 'get'],
  new: ['create'],
  resize: ['size'],
  listen: ['on'],
  background: ['spawn'],
};

/** The other words `term` (as typed, or by its stem) also stands for. */
export function synonymsOf(term: string, stem: (t: string) => string): string[] {
  const matches = (word: string) => word === term || stem(word) === stem(term);
  const same = SAME.filter((group) => group.some(matches)).flat();
  const api = Object.entries(API_WORDS).flatMap(([word, others]) => (matches(word) ? others : []));
  return [...same, ...api].filter((word) => !matches(word));
}
