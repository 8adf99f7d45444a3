import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { faviconDataUrl } from '@/lib/page-metadata';

describe('faviconDataUrl', () => {
  it('holds public/favicon.svg itself, so the icon costs no request', () => {
    const url = faviconDataUrl();
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(fs.readFileSync('public/favicon.svg', 'utf8').trim());
  });

  it('escapes what an HTML attribute or a URL would misread (#, quotes, angle brackets)', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'favicon-')), 'icon.svg');
    fs.writeFileSync(file, '<svg fill="#fff">\n</svg>\n');
    const url = faviconDataUrl(file);
    expect(url).not.toMatch(/[#"<> \n]/);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe('<svg fill="#fff">\n</svg>');
  });
});
