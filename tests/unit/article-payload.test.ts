import { describe, expect, it } from 'vitest';
import { ARTICLE_PROP, dropArticleFromPayload } from '@/lib/article-payload';

const ARTICLE = '<p>Read a file with <code>readFile</code> — “quoted” & <b>bold</b></p>';
const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}])</script>`;
const props = `5:["$","$L4",null,{"${ARTICLE_PROP}":"$6","route":"/docs/api/filesystem"}]\n`;
const row = `6:T${bytes(ARTICLE)},${ARTICLE}`;
const page = (...pushes: string[]) => `<html><body><div class="markdown">${ARTICLE}</div><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.map(push).join('')}</body></html>`;

/** The payload stream a page's pushes add up to, as the browser would read it. */
const stream = (html: string) => [...html.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)].map((m) => JSON.parse(m[1])[1]).join('');

describe('dropArticleFromPayload', () => {
  it('empties the article row and keeps every other row and the HTML', () => {
    const { html, dropped } = dropArticleFromPayload(page(`1:"$Sreact.fragment"\n${props}`, `${row}7:["$","p",null,{}]\n`));
    expect(dropped).toBe(true);
    expect(stream(html)).toBe(`1:"$Sreact.fragment"\n${props}6:T0,7:["$","p",null,{}]\n`);
    expect(html.split(ARTICLE).length - 1).toBe(1);
    expect(html).toContain(`<div class="markdown">${ARTICLE}</div>`);
    expect(html).toContain('push([0])');
  });

  it('handles a row split across pushes, and a row right after another text row', () => {
    const other = 'x:T3,abc';
    const full = `${props}${other}${row}8:null\n`;
    const cut1 = full.indexOf(row) + 3;
    const cut2 = full.indexOf(row) + 30;
    const { html } = dropArticleFromPayload(page(full.slice(0, cut1), full.slice(cut1, cut2), full.slice(cut2)));
    expect(stream(html)).toBe(`${props}${other}6:T0,8:null\n`);
  });

  it('leaves a page without an article reference alone', () => {
    const input = page('1:"$Sreact.fragment"\n');
    expect(dropArticleFromPayload(input)).toEqual({ html: input, dropped: false });
  });

  it('refuses a row whose text is not the article the page shows', () => {
    const wrong = `6:T${bytes('<p>other</p>')},<p>other</p>`;
    expect(() => dropArticleFromPayload(page(props, wrong))).toThrow(/not the article/);
  });

  it('finds the row by walking the rows, not by its id appearing in text', () => {
    const decoy = `16:T${bytes(ARTICLE)},${ARTICLE}`;
    const { html } = dropArticleFromPayload(page(props, decoy, row));
    expect(stream(html)).toBe(`${props}${decoy}6:T0,`);
  });
});
