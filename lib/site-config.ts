// The one place for the site's constants. Components and scripts read from here; nothing repeats it.

export type NavLink = { label: string; href: string };

// Next sets NEXT_PUBLIC_BASE_PATH from BASE_PATH (next.config.mjs) in the code it builds; the build's
// own scripts (prebuild, postbuild) see only BASE_PATH.
const basePath = process.env.NEXT_PUBLIC_BASE_PATH ?? process.env.BASE_PATH ?? '';

/** Named because the home page links to them too (navbar Videos, footer Discord). */
export const videoChannelUrl = 'https://www.youtube.com/c/CodeZri';
export const discordUrl = 'https://discord.gg/cybpp4guTJ';
/** The npm package of the neu CLI (neutralinojs-cli package.json). */
export const cliPackage = '@neutralinojs/neu';

/** Heading id of a release on the release notes pages: "## v6.9.0" is "v690" (github-slugger drops the dots). */
export function releaseAnchor(version: string): string {
  return `v${version.replace(/\./g, '')}`;
}
/**
 * The framework release the announcement bar announces. Its id, text and link follow from it, and
 * the build fails when the framework release notes have no "## vX.Y.Z" section for it
 * (checkAnnouncementLink in lib/doc-link-check.ts), so the bar cannot point past its release.
 */
const announcedRelease = '6.9.0';

export const siteConfig = {
  title: 'Neutralinojs',
  tagline: 'Build lightweight cross-platform desktop apps with JavaScript, HTML, and CSS',
  /** Origin the site is published at; a fork's deploy workflow sets NEXT_PUBLIC_SITE_URL to its own. */
  url: process.env.NEXT_PUBLIC_SITE_URL || 'https://neutralino.js.org',
  basePath,
  locale: 'en',
  direction: 'ltr',
  copyrightHolder: 'Neutralinojs',

  navbar: {
    left: [
      { label: 'Docs', href: '/docs' },
      { label: 'Apps', href: '/apps' },
      { label: 'Resources', href: '/resources' },
      { label: 'Videos', href: videoChannelUrl },
      { label: 'Roadmap', href: 'https://github.com/neutralinojs/roadmap' },
      { label: 'Release Notes', href: '/docs/release-notes/framework' },
    ] satisfies NavLink[],
    right: [
      { label: 'GitHub', href: 'https://github.com/neutralinojs' },
      { label: 'Donate', href: 'https://www.patreon.com/shalithasuranga' },
    ] satisfies NavLink[],
  },

  footer: [
    {
      title: 'Docs',
      links: [
        { label: 'Getting started', href: '/docs' },
        { label: 'API reference', href: '/docs/api/overview' },
        { label: 'CLI', href: '/docs/cli/neu-cli' },
        { label: 'Modes', href: '/docs/configuration/modes' },
        { label: 'Contributing', href: '/docs/contributing/framework-developer-guide' },
        // Where a visitor looks for the security policy; the label says what it is for.
        { label: 'Report a vulnerability', href: '/docs/contributing/security#reporting-a-vulnerability' },
      ],
    },
    {
      title: 'Community',
      links: [
        { label: 'Stack Overflow', href: 'https://stackoverflow.com/questions/tagged/neutralinojs' },
        { label: 'Medium', href: 'https://medium.com/neutralinojs' },
        { label: 'Slack', href: 'https://join.slack.com/t/neutralinojs/shared_invite/zt-b7mbivj5-pKpO6U5drmeT68vKD_pc6w' },
        { label: 'Discord', href: discordUrl },
        { label: 'Reddit', href: 'https://www.reddit.com/r/neutralinojs/' },
      ],
    },
    {
      title: 'Socials',
      links: [
        { label: 'X', href: 'https://x.com/neutralinojs' },
        { label: 'LinkedIn', href: 'https://www.linkedin.com/showcase/neutralinojs/' },
        { label: 'YouTube', href: 'https://www.youtube.com/@CodeZri' },
      ],
    },
    {
      title: 'More',
      links: [
        { label: 'GitHub', href: 'https://github.com/neutralinojs/neutralinojs' },
        { label: 'Patreon', href: 'https://www.patreon.com/shalithasuranga' },
        { label: 'Privacy Policy', href: '/privacy-policy' },
        { label: 'Blog', href: 'https://codezri.org/blog/' },
      ],
    },
  ] satisfies { title: string; links: NavLink[] }[],

  /** Announcement bar; a new `id` shows a changed message again to readers who dismissed the old one. */
  announcement: {
    enabled: true,
    id: `neutralinojs-v${announcedRelease.replace(/\./g, '-')}`,
    release: announcedRelease,
    text: `Neutralinojs v${announcedRelease} is out, with the new net API for HTTP requests.`,
    link: { label: 'Read the release notes', href: `/docs/release-notes/framework#${releaseAnchor(announcedRelease)}` },
  },

  theme: { storageKey: 'theme', defaultTheme: 'light' as const, attribute: 'data-theme' as const },
  /** Viewports up to this width get the side menu instead of the desktop navbar items. */
  mobileBreakpointPx: 996,
  /** A client-side navigation shows the progress bar only once it has lasted this long. */
  progressDelayMs: 200,

  docs: {
    route: '/docs',
    versionLabel: 'Next',
    versionStorageKey: 'docs-preferred-version-default',
    /** The releases the reader picked under "Your version" (issue 35), as JSON; none stored means Latest. */
    yourVersionStorageKey: 'docs-your-version',
    /** The upgrade guide between two releases (a doc id). */
    upgradeGuide: 'release-notes/upgrade',
    editUrlBase: 'https://github.com/neutralinojs/neutralinojs.github.io/edit/main/',
    /** Heading levels the table of contents shows unless a page's front matter says otherwise. */
    tocMinHeadingLevel: 2,
    tocMaxHeadingLevel: 3,
  },

  /** Page-view analytics (Google Analytics 4). Nothing loads unless an ID is set at build time. */
  analytics: {
    gaId: process.env.NEXT_PUBLIC_GA_ID || undefined,
    scriptUrl: 'https://www.googletagmanager.com/gtag/js',
  },

  /**
   * Google AdSense display unit in the docs' right column. Needs both the publisher ID (ca-pub-…)
   * and the unit's slot ID; without them no slot is rendered and no script is requested. The slot
   * reserves its fixed size before the script runs, so a filled ad never moves the page.
   */
  ads: {
    client: process.env.NEXT_PUBLIC_ADS_CLIENT || undefined,
    slot: process.env.NEXT_PUBLIC_ADS_SLOT || undefined,
    scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
    widthPx: 200,
    heightPx: 200,
  },

  /** Link previews (Open Graph, Twitter cards); rendered from public/share-image.svg by scripts/render-share-image.mjs. */
  shareImage: { path: '/share-image.png', width: 1200, height: 630, alt: 'Neutralinojs: lightweight cross-platform desktop apps with JavaScript, HTML and CSS' },

  search: {
    documentsFile: '/search-doc.json',
    indexFile: '/lunr-index.json',
    /** Both files together, gzipped, may weigh this much (DESIGN.md); tests/unit/search-budget.test.ts checks it. */
    filesBudgetKB: 150,
    maxHits: 8,
    /** No page takes more of the results than this while other pages match too. */
    maxHitsPerPage: 3,
    /** How much of each section's text the search files carry for result snippets (all of it is indexed); 220 rather than 240 keeps both files within 150 KB gzipped. */
    shippedTextChars: 220,
    /** The search worker starts when the page is first idle, or this long after load at the latest (in the export; `npm run dev` waits for first use). */
    idleStartTimeoutMs: 3000,
    /** How much of a paste the search box keeps and the search looks at (lib/search/paste.ts reads the part that names the error). */
    maxPasteChars: 200_000,
    /** Pages written in TSX whose built HTML is indexed too (scripts/index-pages.ts), and their group. */
    pages: ['/', '/apps', '/resources', '/privacy-policy'],
    pagesCategory: 'Site',
    /** How long the target page may take to render before highlighting gives up. */
    highlightWaitMs: 5000,
  },
} as const;

export const announcementStorageKey = (id: string) => `announcement-dismissed:${id}`;

/** Prefixes a site-absolute path with the base path the site was built for. */
export function withBasePath(path: string): string {
  return `${siteConfig.basePath}${path}`;
}

/** Full URL of a site-absolute path, base path included (canonical links, JSON-LD, llms.txt). */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${siteConfig.basePath}${path === '/' && siteConfig.basePath ? '' : path}`;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}
