// The two search files the browser fetches stay within their budget (DESIGN.md: 150 KB gzipped
// together). They are built here as the export builds them: every doc page, and the site pages
// cut from out/ when a build has made it (scripts/index-pages.ts), which add about 1 KB.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadDocs } from '@/lib/content';
import { getDocsSidebar } from '@/lib/docs-sidebar';
import { buildSearchDocuments, searchFiles } from '@/lib/search/build-index';
import { builtPageSections } from '@/lib/search/page-sections';
import { siteConfig } from '@/lib/site-config';

describe('search files', () => {
  it(`weigh at most ${siteConfig.search.filesBudgetKB} KB gzipped together`, () => {
    const documents = buildSearchDocuments(loadDocs(), getDocsSidebar());
    if (fs.existsSync('out/index.html')) for (const section of builtPageSections('out')) documents.push({ id: documents.length, ...section });
    const files = searchFiles(documents);
    expect(Object.keys(files)).toEqual([siteConfig.search.documentsFile, siteConfig.search.indexFile]);
    const gzipped = Object.values(files).reduce((sum, body) => sum + zlib.gzipSync(body).length, 0);
    expect(gzipped / 1024).toBeLessThanOrEqual(siteConfig.search.filesBudgetKB);
  });
});
