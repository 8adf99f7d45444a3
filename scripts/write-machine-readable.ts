// Runs after `next build` (postbuild): publishes each doc page's Markdown next to its HTML
// (out/docs/api/os.md) and writes out/llms.txt listing every page with its one-line description.
// The marketing pages' descriptions are read from their exported HTML, so they are never restated here.
import fs from 'node:fs';
import path from 'node:path';
import { fromHtml } from 'hast-util-from-html';
import type { Element } from 'hast';
import { loadDocs } from '../lib/content';
import { getDocsSidebar } from '../lib/docs-sidebar';
import { buildLlmsTxt, docToMarkdown, type LlmsSection } from '../lib/markdown-export';
import { absoluteUrl, siteConfig } from '../lib/site-config';

const OUT = path.resolve(process.argv[2] ?? 'out');
const MARKETING_PAGES = [
  { route: '/', file: 'index.html', title: 'Home' },
  { route: '/apps', file: 'apps.html', title: 'Apps' },
  { route: '/resources', file: 'resources.html', title: 'Resources' },
  { route: '/privacy-policy', file: 'privacy-policy.html', title: 'Privacy Policy' },
];

function metaDescription(htmlFile: string): string | undefined {
  const tree = fromHtml(fs.readFileSync(htmlFile, 'utf8'));
  let found: string | undefined;
  const visit = (node: { children?: unknown[] }) => {
    for (const child of (node.children ?? []) as Element[]) {
      if (found) return;
      if (child.type === 'element' && child.tagName === 'meta' && child.properties?.name === 'description') found = String(child.properties.content);
      else visit(child);
    }
  };
  visit(tree);
  return found;
}

function markdownFile(route: string): string {
  return path.join(OUT, `${route.replace(/^\//, '')}.md`);
}

function main() {
  if (!fs.existsSync(path.join(OUT, 'index.html'))) throw new Error(`${OUT} has no exported site; run next build first`);
  const docs = loadDocs();
  for (const doc of docs) {
    fs.mkdirSync(path.dirname(markdownFile(doc.route)), { recursive: true });
    fs.writeFileSync(markdownFile(doc.route), docToMarkdown(doc));
  }

  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed = new Set<string>();
  const docSections: LlmsSection[] = getDocsSidebar().map((category) => ({
    heading: category.label,
    entries: category.items.map((item) => {
      listed.add(item.id);
      const doc = byId.get(item.id)!;
      return { title: doc.title, url: absoluteUrl(`${doc.route}.md`), description: doc.description };
    }),
  }));
  const unlisted = docs.filter((doc) => !listed.has(doc.id));
  const pages: LlmsSection = {
    heading: 'Website',
    entries: MARKETING_PAGES.map((page) => ({
      title: page.title,
      url: absoluteUrl(page.route),
      description: metaDescription(path.join(OUT, page.file)),
    })),
  };
  const text = buildLlmsTxt({
    title: siteConfig.title,
    summary: siteConfig.tagline,
    intro: 'Every documentation page below links to its Markdown version: the page address with ".md" appended. Drop the ".md" to get the HTML page.',
    sections: [
      ...docSections,
      { heading: 'Other docs', entries: unlisted.map((doc) => ({ title: doc.title, url: absoluteUrl(`${doc.route}.md`), description: doc.description })) },
      pages,
    ],
  });
  fs.writeFileSync(path.join(OUT, 'llms.txt'), text);
  console.log(`Machine-readable: ${docs.length} Markdown pages and llms.txt written to ${path.relative(process.cwd(), OUT) || '.'}/`);
}

try {
  main();
} catch (error) {
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}
