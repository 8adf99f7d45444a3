// Shared by the MDX link rewriter (Node), the site's links (browser) and `npm start` (scripts/serve.mjs):
// no Node imports here.

/**
 * Maps the old static-site spellings of a path to the clean one:
 * /docs/index.html -> /docs, /docs/api/os.html -> /docs/api/os, /index.html -> /.
 * Also /docs/index, which is where clean-URL servers send /docs/index.html.
 * Returns the input unchanged when it has no such suffix.
 * @param {string} path
 */
export function stripHtmlSuffix(path) {
  const match = /^(.*?)(?:\/index(?:\.html)?|\.html)$/.exec(path);
  if (!match) return path;
  return match[1] === '' ? '/' : match[1];
}

/**
 * The canonical address of a page: no trailing slash and no .html or index suffix, for every page
 * (/docs/ -> /docs, /docs/api/os/index.html -> /docs/api/os); the home page is /.
 * @param {string} path
 */
export function canonicalPath(path) {
  return stripHtmlSuffix(path.replace(/\/+$/, '')) || '/';
}

/**
 * A site-absolute link with its path in canonical form; its query and fragment are kept
 * (/docs/api/os/#x -> /docs/api/os#x).
 * @param {string} href
 */
export function canonicalHref(href) {
  const at = href.search(/[?#]/);
  return at === -1 ? canonicalPath(href) : canonicalPath(href.slice(0, at)) + href.slice(at);
}
