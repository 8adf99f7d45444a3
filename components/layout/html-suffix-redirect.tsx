'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { stripHtmlSuffix } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

/**
 * A host without the export's files for a page's other addresses (`npm run dev`, or GitHub Pages for
 * /docs/api/os/index) answers /docs/api/os.html or /docs/index with the not-found page: send the reader
 * on to the clean path. The export's own forms never get here (scripts/write-folder-redirects.ts).
 */
export function HtmlSuffixRedirect() {
  const router = useRouter();
  useEffect(() => {
    const path = location.pathname.slice(siteConfig.basePath.length) || '/';
    const clean = stripHtmlSuffix(path);
    if (clean !== path) router.replace(clean + location.search + location.hash);
  }, [router]);
  return null;
}
