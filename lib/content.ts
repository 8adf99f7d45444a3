// The one content loader: the docs route, the sidebar, the link check, the search index and the
// sitemap all read content/docs through here, so they can never disagree about what a page is.
import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import { ContentError, parseFrontMatter, type DocFrontMatter } from './front-matter';
import { extractHeadings, parseMdx, type Heading } from './headings';
import { docIdToRoute } from './routes';
import { apiHistoryDirFor, applyApiHistory } from './api-history/docs';

export type Doc = DocFrontMatter & {
  /** Path below content/docs without extension: "api/os". */
  id: string;
  route: string;
  /** Path from the project root: "content/docs/api/os.mdx". */
  file: string;
  body: string;
  /** Line of the file where the body (after front matter) starts; MDX positions count from it. */
  bodyStartLine: number;
  headings: Heading[];
  tree: Root;
};

const DOCS_DIR = path.join(process.cwd(), 'content', 'docs');

function listMdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

function docIdOf(absoluteFile: string, docsDir: string): string {
  const relative = path.relative(docsDir, absoluteFile).split(path.sep).join('/');
  return relative.replace(/\.mdx$/, '').replace(/(^|\/)index$/, (m, slash) => (slash ? '' : 'index'));
}

/** Ids of the docs on disk, without reading them: enough for generateStaticParams, which `next dev` runs in a fresh process on every request. */
export function listDocIds(docsDir = DOCS_DIR): string[] {
  return [...new Set(listMdxFiles(docsDir).map((file) => docIdOf(file, docsDir)))].sort();
}

export function loadDoc(absoluteFile: string, docsDir = DOCS_DIR): Doc {
  const id = docIdOf(absoluteFile, docsDir);
  const file = path.relative(process.cwd(), absoluteFile).split(path.sep).join('/');
  const source = fs.readFileSync(absoluteFile, 'utf8');
  const { frontMatter, body, bodyStartLine } = parseFrontMatter(source, file);
  const tree = parseMdx(body, file, bodyStartLine - 1);
  const headings = extractHeadings(tree);
  checkSectionIds(frontMatter, headings, source, file);
  return { ...frontMatter, id, route: docIdToRoute(id), file, body, bodyStartLine, headings, tree };
}

/** Search keywords and questions must name a section of the page: after a heading is renamed, its old id would find nothing. */
function checkSectionIds({ sectionKeywords, sectionQuestions }: DocFrontMatter, headings: Heading[], source: string, file: string) {
  const sections = new Set(headings.filter((h) => h.depth === 2 || h.depth === 3).map((h) => h.id));
  const lines = source.split('\n');
  for (const [key, perSection] of [['section_keywords', sectionKeywords], ['section_questions', sectionQuestions]] as const) {
    const keyLine = lines.findIndex((l) => l.startsWith(`${key}:`));
    for (const id of Object.keys(perSection)) {
      if (sections.has(id)) continue;
      const line = lines.findIndex((l, i) => i > keyLine && l.trim().startsWith(`${id}:`)) + 1;
      throw new ContentError(file, line || 1, `${key} names "${id}", which is not the id of an h2 or h3 on this page`, `use one of ${[...sections].join(', ') || '(no sections)'}`);
    }
  }
}

// Parsed docs are kept while their file is unchanged (same mtime and size), and the list is rebuilt
// when a file appears, changes or goes away. The build pays a directory listing per call; `npm run
// dev` (scripts/dev.ts) gets the writer's edit on the next render without a restart.
type Stamp = `${number}:${number}`;
const parsed = new Map<string, { stamp: Stamp; doc: Doc }>();
const lists = new Map<string, { stamps: string; docs: Doc[] }>();

function stampOf(file: string): Stamp {
  const stat = fs.statSync(file);
  return `${stat.mtimeMs}:${stat.size}`;
}

function loadDocIfChanged(file: string, stamp: Stamp, docsDir: string): Doc {
  const known = parsed.get(file);
  if (known?.stamp === stamp) return known.doc;
  const doc = loadDoc(file, docsDir);
  parsed.set(file, { stamp, doc });
  return doc;
}

/**
 * Every doc, sorted by id; the same array as long as no file changed, so what is computed from it
 * (the resolved sidebar) can be kept too. Throws the first content error with its file and line.
 */
export function loadDocs(docsDir = DOCS_DIR): Doc[] {
  const files = listMdxFiles(docsDir).sort();
  const historyDir = apiHistoryDirFor(docsDir);
  const historyFiles = fs.existsSync(historyDir) ? fs.readdirSync(historyDir).filter((name) => name.endsWith('.json')).sort().map((name) => path.join(historyDir, name)) : [];
  const stamps = files.map(stampOf);
  const key = [...files.map((file, i) => `${file}@${stamps[i]}`), ...historyFiles.map((file) => `${file}@${stampOf(file)}`)].join('\n');
  const cached = lists.get(docsDir);
  if (cached?.stamps === key) return cached.docs;
  // The API history (issue 19) adds badges, History lists and generated sections to the trees, and the
  // release notes link to items on other pages: so it runs over copies of the parsed trees whenever any
  // doc or history file changed, and a parsed file is never expanded twice.
  const docs = files
    .map((file, i) => {
      const doc = loadDocIfChanged(file, stamps[i], docsDir);
      return { ...doc, tree: copyTree(doc.tree) };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  applyApiHistory(docs, historyDir);
  lists.set(docsDir, { stamps: key, docs });
  return docs;
}

/**
 * A copy of a parsed tree for the history to change. Positions are shared: nothing writes to them,
 * and leaving them out makes the copy of all 41 trees (32,000 nodes) 4 times faster than
 * structuredClone (83 -> 20 ms), which `npm run dev` pays on every save.
 */
function copyTree<T>(node: T): T {
  if (Array.isArray(node)) return node.map(copyTree) as T;
  if (node === null || typeof node !== 'object') return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = key === 'position' ? value : copyTree(value);
  return copy as T;
}

/** Routes that two files both claim (api/os.mdx and api/os/index.mdx), for the build's warning. */
export function findDuplicateRoutes(docs: Doc[]): string[][] {
  const byRoute = new Map<string, string[]>();
  for (const doc of docs) byRoute.set(doc.route, [...(byRoute.get(doc.route) ?? []), doc.file]);
  return [...byRoute.values()].filter((files) => files.length > 1);
}

export function getDoc(id: string, docsDir = DOCS_DIR): Doc | undefined {
  return loadDocs(docsDir).find((doc) => doc.id === id);
}
