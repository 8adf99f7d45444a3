// Serves out/ the way GitHub Pages serves a site, so the browser tests see what the deploy target
// shows (`npm start` is kinder: it redirects /a/ and /a.html for us, GitHub Pages does not).
// GitHub Pages has no rewrite rules; for a path it tries, in order:
//   /a/b/  -> a/b/index.html, else 404
//   /a/b   -> the file a/b, else a/b.html, else (a/b/ is a folder with index.html) 301 to /a/b/, else 404
// and answers a 404 with 404.html. Files are sent gzipped, as Pages sends them.
// Usage: node scripts/serve-github-pages.mjs [port] [folder] (default 3000 and out/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8', '.txt': 'text/plain; charset=utf-8', '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.woff2': 'font/woff2',
};

const isFile = (file) => fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;

/** What GitHub Pages answers for a decoded URL path: a file to send (with status) or a redirect. */
export function resolveGitHubPagesPath(root, urlPath) {
  const local = path.join(root, urlPath);
  if (local !== root && !local.startsWith(root + path.sep)) return { status: 404 };
  if (urlPath.endsWith('/')) return isFile(path.join(local, 'index.html')) ? { status: 200, file: path.join(local, 'index.html') } : { status: 404 };
  if (isFile(local)) return { status: 200, file: local };
  if (isFile(`${local}.html`)) return { status: 200, file: `${local}.html` };
  if (isFile(path.join(local, 'index.html'))) return { status: 301, location: `${urlPath}/` };
  return { status: 404 };
}

function send(response, status, file) {
  response.writeHead(status, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  fs.createReadStream(file).pipe(response);
}

export function createGitHubPagesServer(folder = 'out') {
  const root = path.resolve(folder);
  const gzip = compression();
  return http.createServer((request, response) => gzip(request, response, () => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let urlPath;
    try { urlPath = decodeURIComponent(url.pathname); } catch { urlPath = '/\0'; }
    const answer = resolveGitHubPagesPath(root, urlPath);
    if (answer.status === 301) {
      response.writeHead(301, { Location: answer.location + url.search });
      response.end();
    } else if (answer.file) send(response, answer.status, answer.file);
    else send(response, 404, path.join(root, '404.html'));
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);
  const folder = process.argv[3] ?? 'out';
  if (!isFile(path.join(folder, 'index.html'))) {
    console.error(`${folder}/ has no site in it; run \`npm run build\` first.`);
    process.exit(1);
  }
  createGitHubPagesServer(folder).listen(port, () => console.log(`Serving ${folder}/ as GitHub Pages would on http://localhost:${port}`));
}
