import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_VERSION_MODULE, SEARCH_VERSION_MODULE, writeContentVersion, writeSearchVersion } from '@/scripts/content-version';

// Another process (Next's watcher, in `npm run dev`) reads the file as fast as it can while this one
// rewrites it: it must never catch the file empty or cut short. With a plain writeFileSync it read the
// empty file 17,669 times in 20,533 reads over these 300 rewrites.
const READER = `
const fs = require('node:fs');
const [file, complete] = [process.argv[1], new RegExp(process.argv[2])];
let reads = 0, bad = [];
console.log('ready');
for (;;) {
  let text;
  try { text = fs.readFileSync(file, 'utf8'); } catch (error) { bad.push(error.code); continue; }
  reads += 1;
  if (!complete.test(text)) bad.push(JSON.stringify(text));
  if (text.includes('"final"')) break;
}
console.log(JSON.stringify({ reads, bad: bad.slice(0, 5), badCount: bad.length }));
`;

async function readWhileRewriting(file: string, complete: RegExp, rewrite: (version: string) => void) {
  rewrite('first');
  const reader = spawn(process.execPath, ['-e', READER, file, complete.source]);
  let output = '';
  reader.stdout.on('data', (chunk) => { output += chunk; });
  await new Promise<void>((resolve) => reader.stdout.once('data', () => resolve()));
  for (let i = 0; i < 300; i++) rewrite(`dev-content-${i}`);
  rewrite('final');
  await new Promise((resolve) => reader.once('exit', resolve));
  return JSON.parse(output.trim().split('\n').at(-1)!) as { reads: number; bad: string[]; badCount: number };
}

describe('the modules npm run dev rewrites', () => {
  it('are never seen empty or partial by a reader polling them during 300 rewrites', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'versions-'));
    const content = await readWhileRewriting(
      path.join(root, CONTENT_VERSION_MODULE),
      /^\/\/ Generated[^\n]*\nexport const contentVersion: string = "[^"]+";\nexport const contentError: string \| null = null;\n$/,
      (version) => writeContentVersion({ version }, root),
    );
    const search = await readWhileRewriting(
      path.join(root, SEARCH_VERSION_MODULE),
      /^\/\/ Generated[^\n]*\nexport const searchVersion: string = "[^"]+";\n$/,
      (version) => writeSearchVersion(version, root),
    );
    for (const result of [content, search]) {
      expect(result.bad, `${result.badCount} bad reads of ${result.reads}`).toEqual([]);
      expect(result.reads).toBeGreaterThan(100); // the reader really read alongside the writes
    }
    // No temporary file is left beside them.
    expect(fs.readdirSync(path.join(root, '.cache')).sort()).toEqual(['content-version.ts', 'search-version.ts']);
  });
});
