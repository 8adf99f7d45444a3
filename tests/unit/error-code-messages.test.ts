// The error-codes page quotes each code's message as a reader sees it (issue 34: a pasted message has to find its
// code). Every quoted message is checked against the messages read from the source (tests/fixtures/
// error-code-messages.json, which records the commits), and every message of the source is on the page.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

const PAGE = fs.readFileSync('content/docs/api/error-codes.mdx', 'utf8');
const SOURCE: Record<string, string[]> = JSON.parse(fs.readFileSync('tests/fixtures/error-code-messages.json', 'utf8')).messages;

/** `Message: ...` and `Message from <where>: ...` lines of each `### NE_*` section, by code. */
function pageMessages(mdx: string): Map<string, string[]> {
  const byCode = new Map<string, string[]>();
  for (const section of mdx.split(/^### /m).slice(1)) {
    const code = section.slice(0, section.indexOf('\n')).trim();
    if (!code.startsWith('NE_')) continue;
    byCode.set(code, [...section.matchAll(/^Message(?: [^:\n]*)?: `([^`]+)`/gm)].map((m) => m[1]));
  }
  return byCode;
}

/** A source message as the reader sees it, as a pattern: %1 is any value, HTML tags are not shown. */
const sourcePattern = (message: string) =>
  new RegExp(`^${message.replace(/<[^>]+>/g, '').split('%1').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`);

/** The page writes a changing value as <name>; any value stands in for it. */
const asShown = (message: string) => message.replace(/<[a-zA-Z ]+>/g, 'X');

const onPage = pageMessages(PAGE);

describe('error-codes page messages', () => {
  it('has a section for every code of the source, and no other', () => {
    expect([...onPage.keys()].sort()).toEqual(Object.keys(SOURCE).sort());
    expect(onPage.get('NE_WD_NOTDRRE')).toHaveLength(2);
  });

  it.each([...onPage].filter(([, messages]) => messages.length))('%s quotes the source', (code, messages) => {
    expect(SOURCE[code], `${code} is not in the fixture`).toBeDefined();
    for (const message of messages) {
      expect(SOURCE[code].some((source) => sourcePattern(source).test(asShown(message))), `${code}: "${message}" matches none of ${JSON.stringify(SOURCE[code])}`).toBe(true);
    }
  });

  it('quotes every message the source has, under its code', () => {
    const missing = Object.entries(SOURCE).flatMap(([code, messages]) =>
      messages.filter((source) => source !== '' && !(onPage.get(code) ?? []).some((shown) => sourcePattern(source).test(asShown(shown)))).map((m) => `${code}: ${m}`));
    expect(missing).toEqual([]);
  });

  it('matches a message with its placeholder and without the tags the library writes', () => {
    expect(sourcePattern('Unable to write file: %1').test(asShown('Unable to write file: <path>'))).toBe(true);
    expect(sourcePattern('Unable to write file: %1').test(asShown('Unable to read file: <path>'))).toBe(false);
    expect(sourcePattern('cannot connect using <code>NL_TOKEN</code>.').test('cannot connect using NL_TOKEN.')).toBe(true);
  });
});
