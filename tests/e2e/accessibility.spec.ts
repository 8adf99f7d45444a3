import { createRequire } from 'node:module';
import { docsSidebar } from '../../content/sidebar';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const docRoutes = docsSidebar.flatMap((c) => c.items.map((i) => (typeof i === 'string' ? i : i.id))).map((id) => (id === 'index' ? '/docs' : `/docs/${id}`));
const PAGES = ['/', '/apps', '/apps/tags/game', '/resources', '/privacy-policy', '/no-such-page', ...docRoutes];

// One test per page and theme: a failure names its page, and the pages share out among workers.
for (const theme of ['light', 'dark']) {
  for (const path of PAGES) {
    test(`no axe violations on ${path} in the ${theme} theme`, async ({ page, allowConsoleProblems }) => {
      if (path === '/no-such-page') allowConsoleProblems(); // the not-found page logs its own 404
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } })
          .axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, `${path} (${theme})`).toEqual([]);
    });
  }
}
