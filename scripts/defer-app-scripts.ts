// Runs after `next build` (postbuild, first): makes every exported page start its JavaScript after
// its content has been painted (lib/deferred-scripts.ts says why). Usage: tsx scripts/defer-app-scripts.ts [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { deferAppScripts } from '../lib/deferred-scripts';

const OUT = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

const files = htmlFiles(OUT);
const untouched: string[] = [];
for (const file of files) {
  const { html, count } = deferAppScripts(fs.readFileSync(file, 'utf8'));
  if (count === 0) untouched.push(path.relative(OUT, file));
  else fs.writeFileSync(file, html);
}
// A page whose chunk tags no longer look as expected would silently keep loading them early:
// that means Next changed its markup, and lib/deferred-scripts.ts needs updating.
if (untouched.length) {
  console.error(`\nNo Next chunk <script async> tags found in: ${untouched.join(', ')}.\nFix: update CHUNK_SCRIPT in lib/deferred-scripts.ts to the markup this Next version writes.\n`);
  process.exit(1);
}
console.log(`Deferred app scripts: ${files.length} pages start their JavaScript after the first paint.`);
