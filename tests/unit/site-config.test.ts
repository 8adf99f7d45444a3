import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isExternalHref, siteConfig, withBasePath } from '@/lib/site-config';

describe('site config', () => {
  it('the CSS breakpoints use the configured mobile breakpoint and nothing else', () => {
    const css = fs.readFileSync('app/globals.css', 'utf8');
    const widths = [...css.matchAll(/@media \((max|min)-width: (\d+)px\)/g)].map((m) => [m[1], Number(m[2])]);
    expect(widths).toEqual([['max', siteConfig.mobileBreakpointPx], ['min', siteConfig.mobileBreakpointPx + 1]]);
  });

  it('holds the SPEC constants', () => {
    expect(siteConfig.mobileBreakpointPx).toBe(996);
    expect(siteConfig.progressDelayMs).toBe(200);
    expect(siteConfig.search.highlightWaitMs).toBe(5000);
    expect(siteConfig.theme).toEqual({ storageKey: 'theme', defaultTheme: 'light', attribute: 'data-theme' });
    expect(siteConfig.docs.tocMinHeadingLevel).toBe(2);
    expect(siteConfig.docs.tocMaxHeadingLevel).toBe(3);
  });

  it('classifies links and applies the base path', () => {
    expect(isExternalHref('https://github.com/neutralinojs')).toBe(true);
    expect(isExternalHref('/docs')).toBe(false);
    expect(withBasePath('/logo.svg')).toBe(`${siteConfig.basePath}/logo.svg`);
  });
});
