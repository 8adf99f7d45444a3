'use client';
import { ThemeProvider as NextThemesProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { siteConfig } from '@/lib/site-config';

/** Light by default, the OS preference ignored (SPEC §4); next-themes applies it before paint and syncs tabs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      storageKey={siteConfig.theme.storageKey}
      defaultTheme={siteConfig.theme.defaultTheme}
      enableSystem={false}
      disableTransitionOnChange
    >
      {children}
    </NextThemesProvider>
  );
}
