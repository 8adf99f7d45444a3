import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

// Doc pages are rendered from MDX to static HTML by lib/mdx/render-doc.ts (not @next/mdx), so their
// articles are strings React never hydrates.
const basePath = process.env.BASE_PATH ?? '';
// EXPORT_DIR exports somewhere other than out/ (the browser tests build a copy with test IDs there).
const exportDir = process.env.EXPORT_DIR;

/** @type {(phase: string) => import('next').NextConfig} */
const nextConfig = (phase) => ({
  // `next dev` serves the same pages without export mode, where a URL that generateStaticParams
  // no longer lists (a doc just deleted or renamed under `npm run dev`) is the not-found page, as
  // in the export, rather than Next's "missing param" error.
  output: phase === PHASE_DEVELOPMENT_SERVER ? undefined : 'export',
  ...(exportDir ? { distDir: exportDir } : {}),
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` only: without Next's badge the tab loads less code as it opens, so a save made
  // then shows sooner (bench:dev's first save: 1.1-1.8 s in 16 runs, 1.5-2.1 s in 6 runs with it).
  // Errors still open Next's overlay.
  devIndicators: false,
  // The stylesheet is a few KB: inlined, it stops blocking the first paint on a slow connection.
  experimental: { inlineCss: true },
});

export default nextConfig;
