// `npm start`: serves out/ like a static host would, with serve-handler (the library behind `serve`):
// clean URLs (/docs/api/os -> os.html, /docs/api/os.html -> 301 /docs/api/os), 404.html with
// status 404, and gzip, as GitHub Pages and CDNs send it (a benchmark of an uncompressed site
// measures a host nobody uses). Usage: node scripts/serve.mjs [port] [folder] (default 3000 or
// $PORT, and out/).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import compression from 'compression';
import handler from 'serve-handler';

const root = path.resolve(process.argv[3] ?? 'out');
const port = Number(process.argv[2] ?? process.env.PORT ?? 3000);

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`${path.relative('.', root) || '.'}/ has no site in it; run \`npm run build\` first.`);
  process.exit(1);
}

// A page whose name has a dot (docs/configuration/neutralino.config.json) is exported as
// "neutralino.config.json.html" next to a folder of the same name holding its RSC payloads.
// serve-handler would find the folder first and answer 404, so hide such folders from the
// lookup of the page itself; files inside them are still served.
const lstat = async (file) => {
  const stats = await fs.promises.lstat(file);
  if (stats.isDirectory() && fs.existsSync(`${file}.html`)) {
    throw Object.assign(new Error(`ENOENT: ${file}`), { code: 'ENOENT' });
  }
  return stats;
};

const config = { public: root, cleanUrls: true, trailingSlash: false, directoryListing: false };

const gzip = compression();
http
  .createServer((request, response) => gzip(request, response, () => handler(request, response, config, { lstat })))
  .listen(port, () => console.log(`Serving out/ on http://localhost:${port}`));
