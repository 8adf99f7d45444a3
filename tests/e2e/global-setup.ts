import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.mjs', 'mdx-components.tsx', 'package.json'];
const GENERATED = new Set(['search-doc.json', 'lunr-index.json', 'sitemap.xml']);

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return GENERATED.has(path.basename(entry)) ? 0 : stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

/** Builds out/ when it is missing or older than any source, so `npm test` always tests the current site. */
export default function globalSetup() {
  const marker = path.join('out', 'index.html');
  const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt >= changedAt) return;
  console.log(builtAt ? 'out/ is older than the sources; rebuilding' : 'out/ is missing; building');
  execSync('npm run build', { stdio: 'inherit' });
}
