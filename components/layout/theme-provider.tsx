'use client';
import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';

/**
 * Light by default, the OS preference ignored (SPEC §4); next-themes applies it before paint and syncs tabs.
 * Not `disableTransitionOnChange`: it inserts `*{transition:none!important}` and removes it each time it
 * applies the theme, on mount too, which restyled every element of the page twice (280-500 ms at 4x CPU on
 * the long API pages, issue 33). The stylesheet declares no colour transition, so there is none to suppress
 * (tests/e2e/rendering-cost.spec.ts checks both).
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute={siteConfig.theme.attribute}
      storageKey={siteConfig.theme.storageKey}
      defaultTheme={siteConfig.theme.defaultTheme}
      enableSystem={false}
    >
      {children}
    </NextThemesProvider>
  );
}
