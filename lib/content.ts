// The one content loader: the docs route, the sidebar, the link check, the search index and the
// sitemap all read content/docs through here, so they can never disagree about what a page is.
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { Root } from 'mdast';
import { parseFrontMatter, type DocFrontMatter } from './front-matter';
import { extractHeadings, parseMdx, type Heading } from './headings';
import { docIdToRoute } from './routes';
import { apiHistoryDirFor, applyApiHistory } from './mdx/api-history-docs';

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

export function loadDoc(absoluteFile: string, docsDir = DOCS_DIR): Doc {
  const relative = path.relative(docsDir, absoluteFile).split(path.sep).join('/');
  const id = relative.replace(/\.mdx$/, '').replace(/(^|\/)index$/, (m, slash) => (slash ? '' : 'index'));
  const file = path.relative(process.cwd(), absoluteFile).split(path.sep).join('/');
  const source = fs.readFileSync(absoluteFile, 'utf8');
  const { frontMatter, body, bodyStartLine } = parseFrontMatter(source, file);
  const tree = parseMdx(body, file, bodyStartLine - 1);
  return { ...frontMatter, id, route: docIdToRoute(id), file, body, bodyStartLine, headings: extractHeadings(tree), tree };
}

const cache = new Map<string, Doc[]>();

/** Every doc, sorted by id. Throws the first content error with its file and line. */
export function loadDocs(docsDir = DOCS_DIR): Doc[] {
  const cached = cache.get(docsDir);
  if (cached) return cached;
  const docs = listMdxFiles(docsDir).map((file) => loadDoc(file, docsDir)).sort((a, b) => a.id.localeCompare(b.id));
  applyApiHistory(docs, apiHistoryDirFor(docsDir)); // badges, History lists and generated sections (issue 19)
  cache.set(docsDir, docs);
  return docs;
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

const updatedAt = new Map<string, string | undefined>();

/** Date of the last commit that touched the file, or undefined outside a git checkout. Asked once per file per build (the page and the sitemap both want it). */
export function lastUpdated(file: string): string | undefined {
  if (!updatedAt.has(file)) {
    let date: string | undefined;
    try {
      date = execFileSync('git', ['log', '-1', '--format=%cI', '--', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
    } catch {
      date = undefined;
    }
    updatedAt.set(file, date);
  }
  return updatedAt.get(file);
}
