// `npm start`: serves out/ like a static host would, with serve-handler (the library behind `serve`):
// clean URLs (/docs/api/os -> os.html), 404.html with status 404, and gzip, as GitHub Pages and CDNs
// send it (a benchmark of an uncompressed site measures a host nobody uses). Every other address of a
// page that the web links to (/docs/, /docs/index.html, /docs.html, /index.html) gets one 301 to its
// canonical form, query kept. Usage: node scripts/serve.mjs [port] [folder] (default 3000 or $PORT,
// and out/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';
import { canonicalPath } from '../lib/mdx/html-suffix.mjs';

const root = path.resolve(process.argv[3] ?? 'out');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${path.relative('.', root) || '.'}/ has no site in it; run \`npm run build\` first.`);
  process.exit(1);
}

// serve-handler looks up /docs/api/os as docs/api/os/index.html before docs/api/os.html, and finds
// a folder before a page whose name has a dot (docs/configuration/neutralino.config.json.html). Both
// folders sit beside their page: they hold its RSC payloads and the redirect that GitHub Pages
// serves at /docs/api/os/ (scripts/write-folder-redirects.ts). So hide a folder, and an index.html,
// that has a page of the same name beside it; files inside are still served.
const lstat = async (file) => {
  const stats = await fs.promises.lstat(file);
  const page = path.basename(file) === 'index.html' ? `${path.dirname(file)}.html` : stats.isDirectory() ? `${file}.html` : undefined;
  if (page && fs.existsSync(page)) throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  return stats;
};

const config = { public: root, cleanUrls: true, trailingSlash: false, directoryListing: false };

/** The canonical address for a request to another form of it, or undefined. */
function redirectTarget(url) {
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined; // serve-handler answers a malformed path
  }
  const canonical = canonicalPath(pathname);
  return canonical === pathname ? undefined : encodeURI(canonical) + url.search;
}

const gzip = compression();
http
  .createServer((request, response) => {
    const target = redirectTarget(new URL(request.url ?? '/', 'http://localhost'));
    if (target) {
      response.writeHead(301, { Location: target });
      response.end();
      return;
    }
    gzip(request, response, () => handler(request, response, config, { lstat }));
  })
  .listen(port, () => console.log(`Serving out/ on http://localhost:${port}`));
