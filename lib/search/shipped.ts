// search-doc.json: the documents as the browser gets them. A page's route, title, category, label
// and keywords are written once for the page rather than on each of its sections, and a section
// is a tuple rather than an object with its keys spelt out: 4.8 KB of the file's 75 gzipped, which
// the two search files' budget (150 KB gzipped, DESIGN.md) needed. A section's anchor is left out
// (0) where the worker can spell it from its heading (plainSlug): 4.6 KB more. Only the index
// holds the questions, and a section's text is cut to the start a result shows (build-index.ts),
// followed by the lines of its output blocks and its inline messages that this start leaves out
// (documents.ts).
import type { SearchDocument } from './documents';
import { siteConfig } from '../site-config';

/**
 * The start of a section's text that the browser gets: cut at a word to siteConfig.search.shippedTextChars.
 * The ranking reads only this start in Node too (rank.ts quotedRuns), so the bench and the tests rank as the
 * browser does: cut mid-word instead, Node had kept half a URL the browser never sees.
 */
export function shippedStart(content: string): string {
  const max = siteConfig.search.shippedTextChars;
  return content.length <= max ? content : `${content.slice(0, max).replace(/\s+\S*$/, '')} …`;
}

/** What a page's documents share, and the label and keywords of its intro. */
type ShippedPage = { route: string; title: string; category: string; label?: string; keywords?: string[] };
/** A section: its page's position in `pages`, then its own fields; 0 for names, keywords or since it lacks, and for an anchor that is plainSlug(heading). */
type ShippedSection = [page: number, anchor: string | 0, heading: string, parentHeading: string, content: string, names?: string[] | 0, keywords?: string[] | 0, since?: string | 0, output?: string | 0, inlineMessages?: string];
export type ShippedDocuments = { pages: ShippedPage[]; sections: ShippedSection[] };

/**
 * A heading's id as github-slugger makes it (lib/headings.ts), for headings of plain ASCII text:
 * lowercase, punctuation dropped, spaces as hyphens. The build writes an anchor out wherever this
 * differs (a repeated heading's "-1", a letter github-slugger keeps and this drops), so the worker
 * never ships github-slugger's Unicode tables to spell the rest.
 */
export function plainSlug(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9 _-]/g, '').replace(/ /g, '-');
}

/** Packs `documents` (in id order, questions already left out) into the file's shape. */
export function packDocuments(documents: Omit<SearchDocument, 'id' | 'questions'>[]): ShippedDocuments {
  const pages: ShippedPage[] = [];
  const pageOf = new Map<string, number>();
  const sections = documents.map(({ route, title, category, label, keywords, anchor, heading, parentHeading, content, names, since, output, inlineMessages }): ShippedSection => {
    if (!pageOf.has(route)) {
      pageOf.set(route, pages.length);
      pages.push({ route, title, category });
    }
    const page = pageOf.get(route)!;
    // The intro carries the page's label and keywords; a section only its own keywords.
    if (anchor === '') Object.assign(pages[page], label && { label }, keywords && { keywords });
    const own = anchor === '' ? undefined : keywords;
    const section: ShippedSection = [page, anchor !== '' && anchor === plainSlug(heading) ? 0 : anchor, heading, parentHeading, content];
    // Trailing fields a section lacks are left off; one it lacks before a field it has is 0.
    if (names || own || since || output || inlineMessages) section.push(names ?? 0, own ?? 0);
    if (since || output || inlineMessages) section.push(since ?? 0);
    if (output || inlineMessages) section.push(output ?? 0);
    if (inlineMessages) section.push(inlineMessages);
    return section;
  });
  return { pages, sections };
}

/** The documents again, each with its id (its position: the lunr ref). */
export function unpackDocuments({ pages, sections }: ShippedDocuments): SearchDocument[] {
  return sections.map(([page, anchor, heading, parentHeading, content, names, keywords, since, output, inlineMessages], id) => {
    const { route, title, category, label, keywords: pageKeywords } = pages[page];
    const ownKeywords = anchor === '' ? pageKeywords : keywords || undefined;
    return {
      id,
      route,
      anchor: anchor === 0 ? plainSlug(heading) : anchor,
      title,
      ...(anchor === '' && label && { label }),
      ...(ownKeywords && { keywords: ownKeywords }),
      heading,
      ...(names && { names }),
      parentHeading,
      category,
      content,
      ...(since && { since }),
      ...(output && { output }),
      ...(inlineMessages && { inlineMessages }),
    };
  });
}
