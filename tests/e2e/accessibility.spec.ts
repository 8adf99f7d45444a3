import { createRequire } from 'node:module';
import { docsSidebar } from '../../content/sidebar';
import { expect, test } from './fixtures';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const docRoutes = docsSidebar.flatMap((c) => c.items.map((i) => (typeof i === 'string' ? i : i.id))).map((id) => (id === 'index' ? '/docs' : `/docs/${id}`));
const PAGES = ['/', '/apps', '/apps/tags/game', '/resources', '/privacy-policy', '/no-such-page', ...docRoutes];

for (const theme of ['light', 'dark']) {
  test(`no axe violations in the ${theme} theme`, async ({ page, allowConsoleProblems }) => {
    allowConsoleProblems(); // the not-found page logs its own 404
    test.setTimeout(240_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of PAGES) {
      await page.goto(path);
      await page.waitForLoadState('load');
      await page.addScriptTag({ path: axePath });
      const violations = await page.evaluate(async () => {
        const result = await (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } })
          .axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      });
      expect(violations, `${path} (${theme})`).toEqual([]);
    }
  });
}
