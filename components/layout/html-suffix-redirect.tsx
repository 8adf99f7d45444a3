'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { stripHtmlSuffix } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';

/** Old links to /docs/index.html or /docs/api/os.html land on the not-found page; send them on to the clean path. */
export function HtmlSuffixRedirect() {
  const router = useRouter();
  useEffect(() => {
    const path = location.pathname.slice(siteConfig.basePath.length) || '/';
    const clean = stripHtmlSuffix(path);
    if (clean !== path) router.replace(clean + location.search + location.hash);
  }, [router]);
  return null;
}
