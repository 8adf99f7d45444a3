// Search documents for the pages written in TSX (home, apps, resources, privacy policy), cut from
// their built HTML the way sectionsOf() cuts an MDX doc: the intro under the h1, then one
// document per h2 or h3 with an id (an h3 under its h2, as in the docs). Reading the export means
// what is searched is what readers see.
import fs from 'node:fs';
import path from 'node:path';
import type { Element, Nodes, Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { pageQuestions, type PageQuestions } from '../../content/page-questions';
import { siteConfig } from '../site-config';
import type { SearchDocument } from './documents';

const SKIPPED = new Set(['script', 'style', 'svg', 'nav', 'button', 'template']);
const BLOCKS = new Set(['p', 'li', 'td', 'th', 'pre', 'h3', 'h4', 'dd', 'dt', 'div', 'section', 'article', 'figcaption', 'blockquote']);
const SECTION_HEADINGS = new Set(['h2', 'h3']);

function findMain(node: Nodes): Element | undefined {
  if (node.type === 'element' && node.tagName === 'main') return node;
  if ('children' in node) for (const child of node.children) {
    const found = findMain(child as Nodes);
    if (found) return found;
  }
  return undefined;
}

export function pageSections(html: string, route: string, category: string, questions: PageQuestions = {}): Omit<SearchDocument, 'id'>[] {
  const main = findMain(fromHtml(html) as Root);
  if (!main) throw new Error(`${route}: the built page has no <main>`);
  let title = '';
  const sections: Omit<SearchDocument, 'id'>[] = [];
  let current = { route, anchor: '', title: '', heading: '', parentHeading: '', category, content: '' };
  let h2 = '';

  const text = (node: Nodes): string => (node.type === 'text' ? node.value : 'children' in node ? (node.children as Nodes[]).map(text).join('') : '');
  const walk = (node: Nodes) => {
    if (node.type === 'text') current.content += node.value;
    if (node.type !== 'element') return;
    if (SKIPPED.has(node.tagName) || node.properties.ariaHidden === 'true') return;
    if (node.tagName === 'h1') { title = text(node).trim(); return; }
    if (SECTION_HEADINGS.has(node.tagName) && node.properties.id) {
      const heading = text(node).trim();
      if (node.tagName === 'h2') h2 = heading;
      sections.push(current);
      current = { route, anchor: String(node.properties.id), title: '', heading, parentHeading: node.tagName === 'h3' ? h2 : '', category, content: '' };
      return;
    }
    node.children.forEach((child) => walk(child as Nodes));
    if (BLOCKS.has(node.tagName)) current.content += '\n';
  };
  walk(main);
  sections.push(current);
  // The questions a reader would type for each part, as MDX front matter gives them for a doc.
  const anchors = sections.map((s) => s.anchor).filter(Boolean);
  for (const id of Object.keys(questions.sections ?? {})) {
    if (!anchors.includes(id)) throw new Error(`${route}: content/page-questions.ts names "${id}", which is not the id of an h2 or h3 on the built page. Fix: use one of ${anchors.join(', ') || '(no sections)'}`);
  }
  return sections.map((s) => {
    const asked = s.anchor === '' ? questions.page : questions.sections?.[s.anchor];
    return { ...s, title, ...(asked && { questions: asked }), content: s.content.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n').trim() };
  });
}

/** Sections of every page in siteConfig.search.pages, read from the export in `outDir`. */
export function builtPageSections(outDir: string): Omit<SearchDocument, 'id'>[] {
  return siteConfig.search.pages.flatMap((route) => {
    const file = path.join(outDir, `${route === '/' ? 'index' : route.slice(1)}.html`);
    return pageSections(fs.readFileSync(file, 'utf8'), route, siteConfig.search.pagesCategory, pageQuestions[route]);
  });
}
