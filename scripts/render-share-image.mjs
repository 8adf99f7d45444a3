// Renders public/share-image.svg (our link-preview artwork) to public/share-image.png, 1200x630,
// with the Chromium of scripts/chromium.mjs (or $CHROMIUM). Run by hand after changing the SVG, then
// commit both files:
//   node scripts/render-share-image.mjs
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumPath } from './chromium.mjs';

const svg = path.resolve('public/share-image.svg');
const png = path.resolve('public/share-image.png');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'share-image-'));
const page = path.join(dir, 'page.html');
// An HTML wrapper without margins, so the screenshot is exactly the SVG.
fs.writeFileSync(page, `<!doctype html><html><body style="margin:0"><img src="file://${svg}" width="1200" height="630" style="display:block"></body></html>`);
execFileSync(process.env.CHROMIUM ?? chromiumPath(), [
  '--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
  '--window-size=1200,630', `--screenshot=${png}`, `file://${page}`,
], { stdio: 'inherit' });
fs.rmSync(dir, { recursive: true, force: true });
console.log(`Wrote ${path.relative(process.cwd(), png)}`);
