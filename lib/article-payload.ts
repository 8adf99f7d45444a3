// An exported doc page carries its article twice: as HTML, and inside the inline RSC payload
// (`self.__next_f.push([1, "..."])` scripts) React hydrates from, as the `articleHtml` prop of
// components/docs/static-article.tsx. On the long API pages that second copy was over half the
// page's bytes, and Lighthouse's mobile run put their largest paint 150-200 ms later for it. The
// article never changes on the client, so the build empties the payload's copy; StaticArticle
// then takes the article from the DOM. Only the HTML files change: the payloads client-side
// navigation fetches (.txt) keep the article.

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

/**
 * Empties the text row that holds the article in the page's inline payload. Returns the page
 * unchanged with `dropped: false` when it has no such row (a page without an article, or a short
 * article React inlined); throws when the payload does not look as expected, so a Next or React
 * upgrade that changes the format stops the build instead of shipping a broken page.
 */
export function dropArticleFromPayload(html: string): { html: string; dropped: boolean } {
  if (html.includes('self.__next_f.push([3,')) throw new Error('the payload has binary chunks, which this step does not read');
  const pushes = [...html.matchAll(PUSH)].map((m) => ({ tag: m[0], index: m.index, text: (JSON.parse(m[1]) as [number, string])[1] }));
  const stream = pushes.map((p) => p.text).join('');
  const reference = new RegExp(`"${ARTICLE_PROP}":"\\$([0-9a-f]+)"`).exec(stream);
  if (!reference) return { html, dropped: false };
  const row = [...rowsOf(stream)].find((r) => r.id === reference[1]);
  if (!row || row.tag !== 'T' || !html.includes(row.text)) {
    throw new Error(`row ${reference[1]} of the payload, which the article refers to, is missing or is not the article the page shows`);
  }
  const { start } = row;
  const end = row.textStart + row.text.length;

  // Rewrite the stream's pushes: the row's text goes, every other character stays where it was.
  let offset = 0;
  let rewritten = '';
  let last = 0;
  for (const push of pushes) {
    const from = offset;
    const to = offset + push.text.length;
    offset = to;
    if (to <= start || from >= end) continue;
    const kept = (from <= start && start < to ? push.text.slice(0, start - from) + `${row.id}:T0,` : '') + (to > end ? push.text.slice(end - from) : '');
    rewritten += html.slice(last, push.index) + `<script>self.__next_f.push([1,${toScriptString(kept)}])</script>`;
    last = push.index + push.tag.length;
  }
  return { html: rewritten + html.slice(last), dropped: true };
}
