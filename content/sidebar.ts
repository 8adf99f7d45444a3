// The "docs" sidebar: ordered categories of doc ids (paths below content/docs without .mdx).
// A label comes from the page's sidebar_label or title unless written here as { id, label }.
import type { SidebarDefinition } from '@/lib/sidebar';

export const docsSidebar: SidebarDefinition = [
  {
    label: 'Getting Started',
    items: [
      'index', 'getting-started/your-first-neutralinojs-app', 'getting-started/troubleshooting',
      'getting-started/using-frontend-libraries',
    ],
  },
  {
    label: 'Native API',
    items: [
      'api/overview', 'api/app', 'api/clipboard', 'api/computer', 'api/custom', 'api/debug', 'api/events',
      'api/extensions', 'api/filesystem', 'api/init', 'api/net', 'api/os', 'api/storage', 'api/updater',
      'api/window', 'api/resources', 'api/server', 'api/error-codes', 'api/global-variables',
    ],
  },
  { label: 'CLI', items: ['cli/neu-cli', 'cli/internal-cli-arguments'] },
  {
    label: 'Configuration',
    items: ['configuration/neutralino.config.json', 'configuration/project-structure', 'configuration/modes'],
  },
  { label: 'How To', items: ['how-to/extensions-overview', 'how-to/auto-updater'] },
  { label: 'Distribution', items: ['distribution/overview'] },
  {
    label: 'Contributing',
    items: [
      'contributing/framework-developer-guide', 'contributing/architecture', 'contributing/security',
      'contributing/code-style-guide', 'contributing/developer-support', 'contributing/committers',
      'contributing/frequently-asked-questions', 'contributing/about-neutralinojs',
    ],
  },
  { label: 'Release Notes', items: ['release-notes/framework', 'release-notes/cli', 'release-notes/client-library', 'release-notes/upgrade'] },
];
