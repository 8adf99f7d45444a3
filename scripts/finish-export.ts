// Runs after `next build` (postbuild, first) over every exported page:
// - drops the second copies of the article, the stylesheet and the inline scripts from the inline RSC payload
//   (lib/inline-payload.ts);
// - makes the page start its JavaScript after its content has been painted (lib/deferred-scripts.ts).
// Usage: tsx scripts/finish-export.ts [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { slimPayload } from '../lib/inline-payload';
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
let withArticle = 0;
let withStylesheet = 0;
let withScripts = 0;
for (const file of files) {
  const page = path.relative(OUT, file);
  let html = fs.readFileSync(file, 'utf8');
  try {
    const result = slimPayload(html);
    html = result.html;
    if (result.article) withArticle += 1;
    if (result.stylesheets) withStylesheet += 1;
    if (result.scripts) withScripts += 1;
  } catch (error) {
    console.error(`\n${page}: ${(error as Error).message}.\nFix: update lib/inline-payload.ts to the RSC payload format this Next version writes.\n`);
    process.exit(1);
  }
  const deferred = deferAppScripts(html);
  if (deferred.count === 0) untouched.push(page);
  fs.writeFileSync(file, deferred.html);
}
// A page whose chunk tags no longer look as expected would silently keep loading them early:
// that means Next changed its markup, and lib/deferred-scripts.ts needs updating.
if (untouched.length) {
  console.error(`\nNo Next chunk <script async> tags found in: ${untouched.join(', ')}.\nFix: update CHUNK_SCRIPT in lib/deferred-scripts.ts to the markup this Next version writes.\n`);
  process.exit(1);
}
console.log(`Finished the export: ${files.length} pages start their JavaScript after the first paint; ${withArticle} doc pages carry their article once, ${withStylesheet} pages their stylesheet once, ${withScripts} their inline scripts once.`);
