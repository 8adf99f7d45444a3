// The rule for marking a query's words: result snippets and the ?q= highlight (lib/search/marks.ts).
import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { markWords, snippet, wordMatcher } from '@/lib/search/marks';
import { termForms } from '@/lib/search/tokenizer';

const forms = termForms(lunr);
const marked = (text: string, query: string, asTyped = false) =>
  markWords(text, wordMatcher(query, forms, { asTyped })).filter((part) => part.match).map((part) => part.text);

describe('wordMatcher and markWords', () => {
  it('marks whole words and their stems, never a stop word or a word that merely begins the same', () => {
    const text = 'An app reads and sets environment variables; reading a variable is one call, and readFile reads files. Already read.';
    expect(marked(text, 'read an environment variable')).toEqual(['reads', 'environment', 'variables', 'reading', 'variable', 'reads', 'read']);
    expect(marked('and another answer', 'an')).toEqual([]);
    expect(wordMatcher('the an of', forms)).toBeUndefined();
  });

  it('keeps API names whole: a dotted name, its tails and its parts, never a camelCase part', () => {
    const text = 'Call Neutralino.os.getEnv(key) or os.getEnvs(); getEnv reads one.';
    expect(marked(text, 'os.getEnv')).toEqual(['os.getEnv']);
    expect(marked(text, 'getEnv')).toEqual(['getEnv', 'getEnv']);
    expect(marked(text, 'getEnvs')).toEqual(['getEnvs']);
    expect(marked(text, 'getenvs')).toEqual(['getEnvs']);
    expect(marked(text, 'env')).toEqual([]);
    expect(marked(text, 'os')).toEqual(['os', 'os']);
    expect(marked('Set NL_PORT or pass --port to neu run.', 'NL_PORT --port')).toEqual(['NL_PORT', '--port']);
  });

  it('matches British and American spellings as the index does', () => {
    expect(marked('The window is minimised, then maximized.', 'minimize maximise')).toEqual(['minimised', 'maximized']);
  });

  it('while typing, also marks whole words the last word begins, from three letters on', () => {
    expect(marked('The environment of a process', 'proce', true)).toEqual(['process']);
    expect(marked('The environment of a process', 'proce')).toEqual([]);
    expect(marked('Every envelope', 'en', true)).toEqual([]);
    expect(marked('anything and another', 'read an', true)).toEqual([]);
  });

  it('cuts text into runs that join back into the text', () => {
    const text = 'os.getEnv(key) reads one environment variable.';
    expect(markWords(text, wordMatcher('variable getenv', forms)).map((p) => p.text).join('')).toBe(text);
    expect(markWords(text, undefined)).toEqual([{ text, match: false }]);
  });
});

describe('snippet', () => {
  const matches = wordMatcher('zebrafinch', forms);

  it('starts at the text\'s start when the first match fits, and cuts at a space', () => {
    const parts = snippet(`A bird called a zebrafinch sings. ${'Then more words follow. '.repeat(20)}`, matches);
    expect(parts[0]).toEqual({ text: 'A bird called a ', match: false });
    expect(parts[1]).toEqual({ text: 'zebrafinch', match: true });
    expect(parts.at(-1)!.text).toBe('…');
    expect(parts.at(-2)!.text).toMatch(/(^| )\w+\.?$/);
  });

  it('starts a little before a match deep in the text, at a word', () => {
    const parts = snippet(`${'lorem ipsum '.repeat(30)}then a zebrafinch sings`, matches);
    expect(parts[0].text).toBe('…');
    expect(parts[1].text).toMatch(/^(lorem|ipsum) /);
    expect(parts.find((p) => p.match)?.text).toBe('zebrafinch');
  });
});
