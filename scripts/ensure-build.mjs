// Builds out/ when it is missing or older than any source, so the browser tests always test the
// current site. Playwright runs this before it starts the server (playwright.config.ts).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.mjs', 'mdx-components.tsx', 'package.json', 'package-lock.json'];
// Written by the build itself; their age says nothing about the sources.
const GENERATED = new Set(['search-doc.json', 'lunr-index.json', 'api-history.json']);

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return GENERATED.has(path.basename(entry)) ? 0 : stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

// llms.txt is the last file the postbuild writes: a build killed halfway leaves it old or missing.
const marker = path.join('out', 'llms.txt');
const builtAt = fs.existsSync(marker) ? fs.statSync(marker).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map(newestMtime))) {
  console.log(builtAt ? 'out/ is older than the sources; rebuilding' : 'out/ is missing; building');
  execSync('npm run build', { stdio: 'inherit' });
}
