// The contributing pages (content/docs/contributing/): each one is a real page, the FAQ has enough
// questions, and the two diagrams are accessible inline SVGs.
import { beforeAll, describe, expect, it } from 'vitest';
import { getDoc } from '@/lib/content';

const PAGES = [
  'framework-developer-guide',
  'architecture',
  'security',
  'code-style-guide',
  'developer-support',
  'committers',
  'frequently-asked-questions',
  'about-neutralinojs',
];

const words = (body: string) => body.split(/\s+/).filter(Boolean).length;

describe('Contributing pages', () => {
  // The first getDoc parses every MDX file; give it time on a busy machine.
  beforeAll(() => {
    getDoc('contributing/architecture');
  }, 120_000);

  it.each(PAGES)('%s has more than 300 words and no placeholder text', (page) => {
    const doc = getDoc(`contributing/${page}`)!;
    expect(doc).toBeTruthy();
    expect(words(doc.body)).toBeGreaterThan(300);
    expect(doc.body).not.toMatch(/We are writing this page now/);
  });

  it('the FAQ asks at least 15 questions as headings', () => {
    const doc = getDoc('contributing/frequently-asked-questions')!;
    const questions = doc.headings.filter((h) => (h.depth === 2 || h.depth === 3) && h.text.trim().endsWith('?'));
    expect(questions.length).toBeGreaterThanOrEqual(15);
  });

  it.each(['architecture', 'security'])('%s has an accessible inline SVG diagram', (page) => {
    const body = getDoc(`contributing/${page}`)!.body;
    const svg = body.match(/<svg[\s\S]*?<\/svg>/)?.[0] ?? '';
    expect(svg).toMatch(/role="img"/);
    expect(svg).toMatch(/<title[^>]*>[^<]+<\/title>/);
    expect(svg).toMatch(/<desc[^>]*>[^<]+<\/desc>/);
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    // Colours come from the theme, never hard-coded.
    expect(svg).not.toMatch(/#[0-9a-fA-F]{3,6}\b/);
  });
});
