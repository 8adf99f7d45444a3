import { docsSidebar } from '../../content/sidebar';
import { axeViolations, expect, test } from './fixtures';

const docRoutes = docsSidebar.flatMap((c) => c.items.map((i) => (typeof i === 'string' ? i : i.id))).map((id) => (id === 'index' ? '/docs' : `/docs/${id}`));
const PAGES = ['/', '/apps', '/apps/tags/game', '/resources', '/privacy-policy', '/no-such-page', ...docRoutes];

// One test per page and theme: a failure names its page, and the pages share out among workers.
for (const theme of ['light', 'dark']) {
  for (const path of PAGES) {
    test(`no axe violations on ${path} in the ${theme} theme`, async ({ page, allowConsoleProblems }) => {
      if (path === '/no-such-page') allowConsoleProblems(); // the not-found page logs its own 404
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto(path);
      const violations = await axeViolations(page);
      expect(violations, `${path} (${theme})`).toEqual([]);
    });
  }
}
