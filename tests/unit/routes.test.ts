import { describe, expect, it } from 'vitest';
import { canonicalHref, canonicalPath, docIdToRoute, routeToDocId, stripHtmlSuffix } from '@/lib/routes';

describe('routes', () => {
  it('maps doc ids to routes and back', () => {
    expect(docIdToRoute('index')).toBe('/docs');
    expect(docIdToRoute('api/os')).toBe('/docs/api/os');
    expect(routeToDocId('/docs')).toBe('index');
    expect(routeToDocId('/docs/api/os')).toBe('api/os');
    expect(routeToDocId('/docs/api/os.html')).toBe('api/os');
    expect(routeToDocId('/apps')).toBeUndefined();
  });

  it.each([
    ['/docs/index.html', '/docs'],
    ['/docs/api/os.html', '/docs/api/os'],
    ['/index.html', '/'],
    ['/docs/index', '/docs'],
    ['/apps', '/apps'],
    ['/docs/api/os', '/docs/api/os'],
  ])('strips the .html spelling of %s', (input, output) => {
    expect(stripHtmlSuffix(input)).toBe(output);
  });

  it.each([
    ['/docs/', '/docs'],
    ['/docs/index.html', '/docs'],
    ['/docs.html', '/docs'],
    ['/docs/api/os/', '/docs/api/os'],
    ['/docs/api/os/index.html', '/docs/api/os'],
    ['/docs/configuration/neutralino.config.json/', '/docs/configuration/neutralino.config.json'],
    ['/', '/'],
    ['/index.html', '/'],
    ['/docs/api/os.md', '/docs/api/os.md'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('gives %s the canonical address %s', (input, output) => {
    expect(canonicalPath(input)).toBe(output);
  });

  it('keeps the query and fragment of a link it makes canonical', () => {
    expect(canonicalHref('/docs/api/os/?q=x#oscommand')).toBe('/docs/api/os?q=x#oscommand');
    expect(canonicalHref('/docs/index.html#top')).toBe('/docs#top');
    expect(canonicalHref('/?q=x')).toBe('/?q=x');
  });
});
