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
    expect(svg).not.toMatch(/(fill|stroke)="(?!currentColor|none)[a-z]+"/);
    // A text version of the diagram follows it.
    const after = body.slice(body.indexOf('</svg>') + 6).trimStart();
    expect(after.startsWith('In words:')).toBe(true);
  });

  // Read from neutralinojs/neutralinojs.github.io, docs/contributing/committers.md at commit ba9409e
  // (2026-06-03): the handles the page must list, no more and no fewer.
  const COMMITTERS = [
    'shalithasuranga', 'deepz123', 'Chathumaduri456', 'kasvith', 'pathange-s', 'CosmoMyzrailGorynych',
    'momozor', 'uAliFurkanY', 'hypherionmc', 'corbane', 'Lahirutech', 'orent', 'fabjan', 'danidre14',
    'Ayman161803', 'kodaloid', 'FelisDiligens', 'ernest-rudnicki', 'nicorac', 'ratatoeskr666', 'simomat',
    'hschneider', 'Sadaf-A', 'monsterkodi', 'viralgupta', 'rushil-118', 'Oshlok', 'rahulptl165',
    'IsmaCortGtz', 'prasu-baran', 'itssagarK', 'nagadevikona20-max', 'SharonIV0x86',
  ];

  it('the committers tables match the published list', () => {
    const body = getDoc('contributing/committers')!.body;
    const listed = [...body.matchAll(/^\| \[@([^\]]+)\]\(https:\/\/github\.com\/\1\)/gm)].map((m) => m[1]);
    expect([...listed].sort()).toEqual([...COMMITTERS].sort());
  });

  it('no page leans on unsourced knowledge', () => {
    for (const page of PAGES) {
      expect(getDoc(`contributing/${page}`)!.body).not.toMatch(/general platform knowledge/i);
    }
  });

  // neutralinojs/neutralinojs v6.9.0: helpers.cpp generateToken (96 random characters plus a dot),
  // window.h openInspectorOnStartup = true, settings.cpp marks --load-dir-res as deprecated.
  it('keeps the audited facts', () => {
    expect(getDoc('contributing/security')!.body).toMatch(/97 characters long/);
    expect(getDoc('contributing/frequently-asked-questions')!.body).toMatch(/`openInspectorOnStartup` defaults to `true`/);
    expect(getDoc('contributing/framework-developer-guide')!.body).toMatch(/--res-mode=directory --window-enable-inspector/);
    expect(getDoc('contributing/code-style-guide')!.body).not.toMatch(/six-letter/);
  });
});
