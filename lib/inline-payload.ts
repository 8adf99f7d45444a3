// An exported page carries some of its content twice: as HTML, and inside the inline RSC payload
// (`self.__next_f.push([1, "..."])` scripts) React hydrates from.
// - The article, as the `articleHtml` prop of components/docs/static-article.tsx. On the long API
//   pages that copy was over half the page's bytes, and Lighthouse's mobile run put their largest
//   paint 150-200 ms later for it. The article never changes on the client; StaticArticle takes it
//   from the DOM.
// - The stylesheet Next inlines into <head> (`inlineCss`), twice more: 54 of the 86 KB of payload
//   on /docs/api/os, on every page (issue 33).
// - The inline scripts the layout writes (the boot script, the your-version script, JSON-LD): 5 KB of
//   JavaScript source on every page, 2.2-2.6 KB of each page's gzipped HTML. They ran while the
//   page was parsed, and React leaves a <script>'s dangerouslySetInnerHTML alone when it hydrates.
// The build empties those rows of the payload. Only the HTML files change: the payloads client-side
// navigation fetches (.txt) keep everything.

/** The prop of StaticArticle that holds the article's HTML. */
export const ARTICLE_PROP = 'articleHtml';

const PUSH = /<script>self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g;

/** Next writes payload strings as JSON with <, >, &, U+2028 and U+2029 escaped, so they are safe inside <script>. */
function toScriptString(text: string): string {
  return JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Row tags React's flight format writes with a byte length (`<id>:<tag><hex length>,<data>`) instead of a line break. */
const LENGTH_TAGS = new Set('TAOoUSsLlGgMmVb');

/** The rows of a payload stream, with where each starts and, for text rows, where its text is. */
function* rowsOf(stream: string) {
  let at = 0;
  while (at < stream.length) {
    const colon = stream.indexOf(':', at);
    if (colon === -1) throw new Error(`the payload has a row without an id at character ${at}`);
    const id = stream.slice(at, colon);
    const tag = stream[colon + 1];
    if (!LENGTH_TAGS.has(tag)) {
      const lineEnd = stream.indexOf('\n', colon);
      yield { id, start: at, tag: '', text: '', textStart: -1 };
      at = lineEnd === -1 ? stream.length : lineEnd + 1;
      continue;
    }
    const comma = stream.indexOf(',', colon);
    const bytes = parseInt(stream.slice(colon + 2, comma), 16);
    const textStart = comma + 1;
    // The length counts UTF-8 bytes; a row's data never ends inside a character.
    const text = Buffer.from(stream.slice(textStart, textStart + bytes), 'utf8').subarray(0, bytes).toString('utf8');
    yield { id, start: at, tag, text, textStart };
    at = textStart + text.length;
  }
}

type Push = { tag: string; index: number; text: string };
type Row = ReturnType<typeof rowsOf> extends Generator<infer R> ? R : never;

/** The text of a page's inline payload, its pushes joined: what React reads when it hydrates. */
export function inlinePayloadText(html: string): string {
  return textOf(pushesOf(html));
}

const textOf = (pushes: Push[]) => pushes.map((p) => p.text).join('');

function pushesOf(html: string): Push[] {
  if (html.includes('self.__next_f.push([3,')) throw new Error('the payload has binary chunks, which this step does not read');
  return [...html.matchAll(PUSH)].map((m) => ({ tag: m[0], index: m.index, text: (JSON.parse(m[1]) as [number, string])[1] }));
}

/** Rewrites the pushes that hold `rows` so each row's text is empty; every other character stays where it was. */
function emptyRows(html: string, pushes: Push[], rows: Row[]): string {
  const cuts = rows.map((row) => ({ id: row.id, start: row.start, end: row.textStart + row.text.length })).sort((a, b) => a.start - b.start);
  let offset = 0;
  let rewritten = '';
  let last = 0;
  for (const push of pushes) {
    const from = offset;
    const to = offset + push.text.length;
    offset = to;
    const inside = cuts.filter((cut) => cut.start < to && cut.end > from);
    if (inside.length === 0) continue;
    let kept = '';
    let at = from;
    for (const cut of inside) {
      if (cut.start >= from) kept += push.text.slice(at - from, cut.start - from) + `${cut.id}:T0,`;
      at = Math.min(Math.max(at, cut.end), to);
    }
    kept += push.text.slice(at - from);
    rewritten += html.slice(last, push.index) + `<script>self.__next_f.push([1,${toScriptString(kept)}])</script>`;
    last = push.index + push.tag.length;
  }
  return rewritten + html.slice(last);
}

/** A stylesheet Next inlined (`inlineCss`): a <style precedence href> element whose text is row `id`. */
const INLINED_STYLESHEET = /"style","[^"]*",\{"nonce":"[^"]*","precedence":"([^"]+)","href":"([^"]+)","children":"\$([0-9a-f]+)"\}/g;

/** An inline <script> a component writes with dangerouslySetInnerHTML: its text is row `id`. */
const INLINE_SCRIPT = /\["\$","script",null,\{(?:"type":"[^"]*",)?"dangerouslySetInnerHTML":\{"__html":"\$([0-9a-f]+)"\}\}\]/g;

/**
 * Empties the rows of the page's inline payload that the page already has: the article, each
 * inlined stylesheet, whose <style> in <head> React finds by its href when it hydrates, without
 * reading the row, and each inline script's text. Returns what it emptied; throws when the payload
 * does not look as expected, so a Next or React upgrade that changes the format stops the build
 * instead of shipping a broken page.
 */
export function slimPayload(html: string): { html: string; article: boolean; stylesheets: number; scripts: number } {
  const pushes = pushesOf(html);
  const stream = textOf(pushes);
  const rows = new Map([...rowsOf(stream)].map((row) => [row.id, row]));
  const drop: Row[] = [];

  const reference = new RegExp(`"${ARTICLE_PROP}":"\\$([0-9a-f]+)"`).exec(stream);
  if (reference) {
    const row = rows.get(reference[1]);
    if (!row || row.tag !== 'T' || !html.includes(row.text)) {
      throw new Error(`row ${reference[1]} of the payload, which the article refers to, is missing or is not the article the page shows`);
    }
    drop.push(row);
  }
  let stylesheets = 0;
  for (const [, precedence, href, id] of stream.matchAll(INLINED_STYLESHEET)) {
    const row = rows.get(id);
    const inHead = html.split(`<style data-precedence="${precedence}" data-href="${href}">`)[1]?.split('</style>')[0];
    if (!row || row.tag !== 'T' || inHead !== row.text) throw new Error(`row ${id} of the payload, the stylesheet ${href}, is missing or is not the one in <head>`);
    if (!drop.includes(row)) drop.push(row);
    stylesheets += 1;
  }
  let scripts = 0;
  for (const [, id] of stream.matchAll(INLINE_SCRIPT)) {
    const row = rows.get(id);
    if (!row || row.tag !== 'T' || !html.includes(`>${row.text}</script>`)) throw new Error(`row ${id} of the payload, an inline script, is missing or is not a <script> of the page`);
    if (!drop.includes(row)) drop.push(row);
    scripts += 1;
  }
  if (drop.length === 0) return { html, article: false, stylesheets: 0, scripts: 0 };
  return { html: emptyRows(html, pushes, drop), article: Boolean(reference), stylesheets, scripts };
}
