import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import lunr from 'lunr';
import type { Doc } from '../content';
import type { SidebarCategory } from '../sidebar';
import { findCategory, flattenSidebar } from '../sidebar';
import { siteConfig } from '../site-config';
import { writeFileAtomic } from '../write-file-atomic';
import { compactIndex } from './compact-index';
import { sectionsOf, type SearchDocument } from './documents';
import { packDocuments, shippedStart, type ShippedDocuments } from './shipped';
import { headingTokensOf } from '../api-history/docs';
import { lunrTokenizer, setUpPipeline } from './tokenizer';

/**
 * Field boosts: a hit in a page title outranks one in a section heading, which outranks body text.
 * The title (and sidebar label) is indexed at full weight on the page's intro document only; each
 * section carries its page's title in the `page` field at the weight of body text, so "run my first
 * app" still retrieves the "Run it" section of "Your first Neutralinojs app" (held-out hit@1
 * 56.7 -> 57.6 %, tuning unchanged, +1.6 KB gzipped).
 * The questions written for a section (front matter) have a field of their own: at 2, held-out
 * hit@1 75.0 %, at 1 74.6 %, at 4 75.0 % with hit@5 lower.
 * lib/search/rank.ts then orders the hits; these boosts only decide order within its tiers.
 */
const FIELD_BOOSTS = { title: 10, page: 1, heading: 5, content: 1, questions: 2 } as const;
/**
 * BM25 length normalisation. Lunr's 0.75 let a three-line events subsection outrank the function
 * a reader asked about; 0.3 measured best on bench/search-queries.json (hit@1 63.8 -> 64.6 %).
 */
const LENGTH_NORMALISATION = 0.3;

/** One document per intro and section, pages in sidebar order (rank.ts breaks ties between equal names by it). */
export function buildSearchDocuments(docs: Doc[], sidebar: SidebarCategory[]): SearchDocument[] {
  const position = new Map(flattenSidebar(sidebar).map((item, i) => [item.id, i]));
  const ordered = [...docs].sort((a, b) => (position.get(a.id) ?? Infinity) - (position.get(b.id) ?? Infinity));
  const documents: SearchDocument[] = [];
  for (const doc of ordered) {
    const since = headingTokensOf(doc); // "Your version": results mark an item the reader's release lacks
    for (const section of sectionsOf(doc, findCategory(sidebar, doc.id)?.label ?? '')) documents.push({ id: documents.length, ...section, ...(since[section.anchor] && { since: since[section.anchor] }) });
  }
  return documents;
}

/** Builds the index; returns the builder too, whose term frequencies compactIndex() ships. */
export function buildSearchIndex(documents: SearchDocument[]): { index: lunr.Index; builder: lunr.Builder } {
  const { stemmer, stopWords } = setUpPipeline(lunr);
  const builder = new lunr.Builder();
  builder.tokenizer = lunrTokenizer(lunr) as unknown as typeof lunr.tokenizer;
  builder.pipeline.add(stopWords, stemmer);
  builder.searchPipeline.add(stemmer);
  builder.ref('id');
  builder.b(LENGTH_NORMALISATION);
  builder.field('title', { boost: FIELD_BOOSTS.title });
  builder.field('page', { boost: FIELD_BOOSTS.page });
  builder.field('heading', { boost: FIELD_BOOSTS.heading });
  builder.field('content', { boost: FIELD_BOOSTS.content });
  builder.field('questions', { boost: FIELD_BOOSTS.questions });
  for (const doc of documents) {
    const title = doc.anchor === '' ? [doc.title, doc.label, ...(doc.keywords ?? [])].filter(Boolean).join(' ') : '';
    const page = doc.anchor === '' ? '' : [doc.title, doc.label].filter(Boolean).join(' ');
    const heading = doc.anchor === '' ? doc.heading : [doc.heading, ...(doc.keywords ?? [])].join(' ');
    builder.add({ id: String(doc.id), title, page, heading, content: doc.content, questions: (doc.questions ?? []).join('\n') });
  }
  return { index: builder.build(), builder };
}

/**
 * The documents as the browser gets them (shipped.ts): the index is built from every word, but a
 * result only shows the start of its section, so the shipped text is cut (at a word) to keep both
 * files within the size budget as the docs grow. Of a section's output lines and inline messages
 * (documents.ts) it ships those its start leaves out, for the quoting rule. A section's questions
 * are only indexed: no result shows them.
 */
export function shippedDocuments(documents: SearchDocument[]): ShippedDocuments {
  return packDocuments(documents.map(({ id, ...doc }, position) => {
    if (id !== position) throw new Error(`search document ${id} is at position ${position}: the worker could not find it by its ref`);
    delete doc.questions;
    const content = shippedStart(doc.content);
    // The output lines and inline messages the shipped start holds already are read there (rank.ts).
    const leftOut = (lines?: string) => lines?.split('\n').filter((line) => !content.includes(line)).join('\n');
    const [output, inlineMessages] = [leftOut(doc.output), leftOut(doc.inlineMessages)];
    delete doc.output;
    delete doc.inlineMessages;
    return { ...doc, content, ...(output && { output }), ...(inlineMessages && { inlineMessages }) };
  }));
}

/** The two search files' names and contents: the shipped documents and the compact index. */
export function searchFiles(documents: SearchDocument[]): Record<string, string> {
  const { builder } = buildSearchIndex(documents);
  return {
    [siteConfig.search.documentsFile]: JSON.stringify(shippedDocuments(documents)),
    [siteConfig.search.indexFile]: JSON.stringify(compactIndex(builder)),
  };
}

/**
 * Builds the index over `documents` and writes both search files into `dir`, leaving a file alone
 * when it already holds the same bytes: under `npm run dev` an unchanged file must not tell the open
 * tab to fetch it again (scripts/dev.ts). Returns their sizes and whether any file was rewritten.
 */
export function writeSearchFiles(documents: SearchDocument[], dir: string): { summary: string; changed: boolean } {
  let changed = false;
  const summary = Object.entries(searchFiles(documents))
    .map(([name, body]) => {
      const file = path.join(dir, name);
      if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== body) {
        writeFileAtomic(file, body); // the open tab under `npm run dev` may be fetching it
        changed = true;
      }
      return `${name} ${(body.length / 1024).toFixed(1)} KB (${(zlib.gzipSync(body).length / 1024).toFixed(1)} KB gzipped)`;
    })
    .join(', ');
  return { summary, changed };
}
