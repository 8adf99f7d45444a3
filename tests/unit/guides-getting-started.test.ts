// The getting-started pages against the CLI source (tests/fixtures/guides/frontend-library-keys.txt):
// every cli.frontendLibrary key neu v11.7.2 reads is documented, and the entry pages point to the next guides.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getDoc } from '@/lib/content';

const FIXTURES = 'tests/fixtures/guides';
const list = (file: string) =>
  fs.readFileSync(path.join(FIXTURES, file), 'utf8').split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#'));

const NEXT_STEPS = [
  '/docs/cli/neu-cli',
  '/docs/configuration/neutralino.config.json',
  '/docs/configuration/project-structure',
  '/docs/configuration/modes',
  '/docs/getting-started/using-frontend-libraries',
  '/docs/how-to/extensions-overview',
  '/docs/distribution/overview',
];

describe('Using frontend libraries', () => {
  it('documents every cli.frontendLibrary key the CLI reads', () => {
    const body = getDoc('getting-started/using-frontend-libraries')!.body;
    const keys = list('frontend-library-keys.txt');
    expect(keys).toHaveLength(7);
    expect(keys.filter((key) => !body.includes(`\`${key}\``))).toEqual([]);
  });

  it('states the waitTimeout default and pins no package versions it cannot source', () => {
    const body = getDoc('getting-started/using-frontend-libraries')!.body;
    // frontendlib.js v11.7.2: `waitTimeout || 20000`
    expect(body).toContain('`20000`');
    // The example's package.json lists scripts only; packages are installed at their current versions.
    expect(body).not.toMatch(/"(react|react-dom|vite|@vitejs\/plugin-react)": "/);
  });

  it('has the library keywords in its front matter', () => {
    const doc = getDoc('getting-started/using-frontend-libraries')!;
    const raw = fs.readFileSync(path.join('content/docs', `${doc.id}.mdx`), 'utf8');
    expect(raw).toMatch(/^keywords: \[react, vue, svelte, angular, vite\]$/m);
  });
});

describe('Your first app', () => {
  it('lists every binary file name of neu v11.7.2 (src/constants.js files.binaries)', () => {
    const body = getDoc('getting-started/your-first-neutralinojs-app')!.body;
    const binaries = ['linux_x64', 'linux_arm64', 'linux_armhf', 'mac_x64', 'mac_arm64', 'mac_universal', 'win_x64.exe'];
    expect(binaries.filter((b) => !body.includes(`bin/neutralino-${b}`))).toEqual([]);
  });
});

describe.each(['index', 'getting-started/your-first-neutralinojs-app'])('%s', (id) => {
  it('links to each next-step guide', () => {
    const body = getDoc(id)!.body;
    expect(NEXT_STEPS.filter((href) => !body.includes(`](${href}`))).toEqual([]);
  });
});
