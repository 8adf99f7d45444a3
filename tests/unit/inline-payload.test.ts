import { describe, expect, it } from 'vitest';
import { ARTICLE_PROP, slimPayload } from '@/lib/inline-payload';

const ARTICLE = '<p>Read a file with <code>readFile</code> — “quoted” & <b>bold</b></p>';
const bytes = (text: string) => Buffer.byteLength(text).toString(16);
const push = (text: string) => `<script>self.__next_f.push([1,${JSON.stringify(text).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')}])</script>`;
const props = `5:["$","$L4",null,{"${ARTICLE_PROP}":"$6","route":"/docs/api/filesystem"}]\n`;
const row = `6:T${bytes(ARTICLE)},${ARTICLE}`;
const page = (...pushes: string[]) => `<html><body><div class="markdown">${ARTICLE}</div><script>(self.__next_f=self.__next_f||[]).push([0])</script>${pushes.map(push).join('')}</body></html>`;

/** The payload stream a page's pushes add up to, as the browser would read it. */
const stream = (html: string) => [...html.matchAll(/self\.__next_f\.push\((\[1,.*?\])\)<\/script>/g)].map((m) => JSON.parse(m[1])[1]).join('');

describe('slimPayload: the article', () => {
  it('empties the article row and keeps every other row and the HTML', () => {
    const { html, article } = slimPayload(page(`1:"$Sreact.fragment"\n${props}`, `${row}7:["$","p",null,{}]\n`));
    expect(article).toBe(true);
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
    const { html } = slimPayload(page(full.slice(0, cut1), full.slice(cut1, cut2), full.slice(cut2)));
    expect(stream(html)).toBe(`${props}${other}6:T0,8:null\n`);
  });

  it('leaves a page without an article reference alone', () => {
    const input = page('1:"$Sreact.fragment"\n');
    expect(slimPayload(input)).toEqual({ html: input, article: false, stylesheets: 0, scripts: 0 });
  });

  it('refuses a row whose text is not the article the page shows', () => {
    const wrong = `6:T${bytes('<p>other</p>')},<p>other</p>`;
    expect(() => slimPayload(page(props, wrong))).toThrow(/not the article/);
  });

  it('finds the row by walking the rows, not by its id appearing in text', () => {
    const decoy = `16:T${bytes(ARTICLE)},${ARTICLE}`;
    const { html } = slimPayload(page(props, decoy, row));
    expect(stream(html)).toBe(`${props}${decoy}6:T0,`);
  });
});

describe('slimPayload: the inlined stylesheet', () => {
  const CSS = ':root{--c:#fff}.a>.b{content:"x"}';
  const HREF = '/_next/static/chunks/1x3ul-kuf0oob.css';
  const styleRef = (id: string) => `["$","style","0",{"nonce":"$undefined","precedence":"next","href":"${HREF}","children":"$${id}"}]`;
  const withHead = (html: string, css = CSS) => html.replace('<html>', `<html><head><style data-precedence="next" data-href="${HREF}">${css}</style></head>`);

  it('empties every row that holds the stylesheet <head> already has, and keeps the rest', () => {
    const input = withHead(page(`2:T${bytes(CSS)},${CSS}`, `0:{"c":[${styleRef('2')}]}\n29:T${bytes(CSS)},${CSS}14:${styleRef('29')}\n`));
    const { html, stylesheets, article } = slimPayload(input);
    expect({ stylesheets, article }).toEqual({ stylesheets: 2, article: false });
    expect(stream(html)).toBe(`2:T0,0:{"c":[${styleRef('2')}]}\n29:T0,14:${styleRef('29')}\n`);
    expect(html.split(CSS).length - 1).toBe(1);
  });

  it('empties the article and the stylesheet in one pass', () => {
    const { html } = slimPayload(withHead(page(props, row, `2:T${bytes(CSS)},${CSS}3:${styleRef('2')}\n`)));
    expect(stream(html)).toBe(`${props}6:T0,2:T0,3:${styleRef('2')}\n`);
  });

  it('refuses a stylesheet row that is not the <head> stylesheet', () => {
    expect(() => slimPayload(withHead(page(`2:T${bytes(CSS)},${CSS}3:${styleRef('2')}\n`), '.other{}'))).toThrow(/not the one in <head>/);
  });
});

describe('slimPayload: the inline scripts', () => {
  const BOOT = '(function g(a){if(a<2&&"x">"y")document.documentElement.dataset.t="1"})("k")';
  const LD = '{"@context":"https://schema.org","name":"A \\u003cb\\u003e"}';
  const scriptRef = (id: string, type = '') => `["$","script",null,{${type ? `"type":"${type}",` : ''}"dangerouslySetInnerHTML":{"__html":"$${id}"}}]`;
  const withScripts = (html: string, boot = BOOT) => html.replace('<body>', `<body><script>${boot}</script><script type="application/ld+json">${LD}</script>`);

  it('empties the rows of the inline scripts the page already runs, and keeps the rest', () => {
    const input = withScripts(page(`9:T${bytes(BOOT)},${BOOT}a:T${bytes(LD)},${LD}`, `b:[${scriptRef('9')},${scriptRef('a', 'application/ld+json')}]\n`));
    const { html, scripts } = slimPayload(input);
    expect(scripts).toBe(2);
    expect(stream(html)).toBe(`9:T0,a:T0,b:[${scriptRef('9')},${scriptRef('a', 'application/ld+json')}]\n`);
    expect(html.split(BOOT).length - 1).toBe(1);
    expect(html).toContain(`<script>${BOOT}</script>`);
  });

  it('refuses a script row that is not a script of the page', () => {
    expect(() => slimPayload(withScripts(page(`9:T${bytes(BOOT)},${BOOT}b:${scriptRef('9')}\n`), 'other()'))).toThrow(/not a <script> of the page/);
  });
});
