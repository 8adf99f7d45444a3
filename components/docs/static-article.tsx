'use client';
import { useState } from 'react';

// The build drops the article from the page's inline RSC payload (lib/inline-payload.ts): the HTML
// already holds it, and a second copy made long pages download and parse twice as much before their
// first paint. So `articleHtml` is '' when React hydrates the exported page; the article is taken
// from the DOM then (React leaves an element's dangerouslySetInnerHTML content alone while
// hydrating), and kept here for the next time the router renders the page from that payload
// (Back to it, or Try again after an error). Client-side navigations load payloads that still
// hold the article, so `articleHtml` is set for them.
const articles = new Map<string, string>();

export function StaticArticle({ articleHtml, route }: { articleHtml: string; route: string }) {
  const [html] = useState(() => {
    if (articleHtml) return articleHtml;
    const kept = articles.get(route) ?? document.querySelector(`[data-article="${route}"]`)?.innerHTML ?? '';
    articles.set(route, kept);
    return kept;
  });
  return <div className="markdown" data-article={route} dangerouslySetInnerHTML={{ __html: html }} />;
}
