// Shared by the MDX link rewriter (Node) and the site's links (browser): no Node imports here.

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
