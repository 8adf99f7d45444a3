import path from 'node:path';
import createMDX from '@next/mdx';

// Turbopack passes MDX options to a worker, so plugins are named by string; ours by absolute path.
const local = (file) => path.join(process.cwd(), 'lib', 'mdx', file);
const basePath = process.env.BASE_PATH ?? '';
// EXPORT_DIR exports somewhere other than out/ (the browser tests build a copy with test IDs there).
const exportDir = process.env.EXPORT_DIR;

const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    remarkPlugins: [
      'remark-frontmatter',
      'remark-gfm',
      'remark-directive',
      local('remark-admonitions.mjs'),
      local('remark-doc-links.mjs'),
    ],
    rehypePlugins: [
      'rehype-slug',
      local('rehype-heading-links.mjs'),
      ['rehype-pretty-code', { theme: { light: 'github-light-default', dark: 'github-dark-default' }, keepBackground: false }],
    ],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  ...(exportDir ? { distDir: exportDir } : {}),
  basePath,
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  pageExtensions: ['ts', 'tsx', 'mdx'],
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // The stylesheet is a few KB: inlined, it stops blocking the first paint on a slow connection.
  experimental: { inlineCss: true },
};

export default withMDX(nextConfig);
