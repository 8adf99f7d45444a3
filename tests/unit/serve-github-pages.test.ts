import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveGitHubPagesPath } from '../../scripts/serve-github-pages.mjs';

// The layout of the trailing-slash guide's test site (github.com/slorber/trailing-slash-guide),
// whose GitHub Pages row this server reproduces.
let root = '';
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  for (const file of ['index.html', 'file.html', 'folder/index.html', 'both.html', 'both/index.html', 'both/data.txt', 'payloads/x.txt']) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), file);
  }
});

const answer = (urlPath: string) => {
  const result = resolveGitHubPagesPath(root, urlPath);
  return result.file ? `${result.status} ${path.relative(root, result.file)}` : `${result.status}${result.location ? ` ${result.location}` : ''}`;
};

describe('resolveGitHubPagesPath', () => {
  it('serves a page from name.html, never from name/ without an index', () => {
    expect(answer('/file')).toBe('200 file.html');
    expect(answer('/file.html')).toBe('200 file.html');
    expect(answer('/file/')).toBe('404');
    expect(answer('/payloads/')).toBe('404');
    expect(answer('/payloads')).toBe('404');
  });
  it('redirects a folder with an index to its slash form, and serves the index there', () => {
    expect(answer('/folder')).toBe('301 /folder/');
    expect(answer('/folder/')).toBe('200 folder/index.html');
    expect(answer('/folder/index.html')).toBe('200 folder/index.html');
  });
  it('prefers name.html over the folder when both exist, and serves files inside the folder', () => {
    expect(answer('/both')).toBe('200 both.html');
    expect(answer('/both/')).toBe('200 both/index.html');
    expect(answer('/both/data.txt')).toBe('200 both/data.txt');
    expect(answer('/')).toBe('200 index.html');
  });
  it('never leaves the folder', () => {
    expect(answer('/../etc/passwd')).toBe('404');
  });
});
