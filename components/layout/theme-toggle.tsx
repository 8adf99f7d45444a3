'use client';
import { useTheme } from 'next-themes';
import { useSyncExternalStore } from 'react';
import { siteConfig } from '@/lib/site-config';

const subscribeNever = () => () => {};

/**
 * Shows `theme` at once: the attribute next-themes would set, and the colour scheme of scrollbars and
 * form controls. next-themes applies it in an effect after React has re-rendered, which put its first,
 * cold run (36-86 ms at 4x CPU in traces) inside the click's interaction, before the next paint (issue 33).
 */
function paintTheme(theme: 'light' | 'dark') {
  document.documentElement.setAttribute(siteConfig.theme.attribute, theme);
  document.documentElement.style.colorScheme = theme;
}

/** Runs `callback` once the browser has painted the current frame, so its work is not part of this interaction. */
const afterNextPaint = (callback: () => void) => requestAnimationFrame(() => setTimeout(callback, 0));

/** Switches light/dark. Until hydration the theme is unknown on the server, so both icons are in the markup and CSS shows the right one. */
export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  const mounted = useSyncExternalStore(subscribeNever, () => true, () => false);
  const isDark = mounted && resolvedTheme === 'dark';
  return (
    <button
      type="button"
      className="icon-button theme-toggle"
      onClick={() => {
        // From the page, not from React state, which a second click within the frame would find stale.
        const next = document.documentElement.getAttribute(siteConfig.theme.attribute) === 'dark' ? 'light' : 'dark';
        paintTheme(next);
        // Storing the choice, telling other tabs and updating this label can wait for the paint.
        afterNextPaint(() => setTheme(next));
      }}
      aria-label={mounted ? `Switch to ${isDark ? 'light' : 'dark'} mode` : 'Switch between dark and light mode'}
      title="Switch between dark and light mode"
    >
      <svg className="icon-moon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M9.37 5.51A7.35 7.35 0 0 0 9.1 7.5c0 4.08 3.32 7.4 7.4 7.4.68 0 1.35-.09 1.99-.27A7.014 7.014 0 0 1 12 19c-3.86 0-7-3.14-7-7 0-2.93 1.81-5.45 4.37-6.49zM12 3a9 9 0 1 0 9 9c0-.46-.04-.92-.1-1.36a5.389 5.389 0 0 1-4.4 2.26 5.403 5.403 0 0 1-3.14-9.8c-.44-.06-.9-.1-1.36-.1z" />
      </svg>
      <svg className="icon-sun" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path fill="currentColor" d="M12 9c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5zM2 13h2c.55 0 1-.45 1-1s-.45-1-1-1H2c-.55 0-1 .45-1 1s.45 1 1 1zm18 0h2c.55 0 1-.45 1-1s-.45-1-1-1h-2c-.55 0-1 .45-1 1s.45 1 1 1zM11 2v2c0 .55.45 1 1 1s1-.45 1-1V2c0-.55-.45-1-1-1s-1 .45-1 1zm0 18v2c0 .55.45 1 1 1s1-.45 1-1v-2c0-.55-.45-1-1-1s-1 .45-1 1zM5.99 4.58a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0s.39-1.03 0-1.41L5.99 4.58zm12.37 12.37a.996.996 0 0 0-1.41 0 .996.996 0 0 0 0 1.41l1.06 1.06c.39.39 1.03.39 1.41 0a.996.996 0 0 0 0-1.41l-1.06-1.06zm1.06-10.96a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06zM7.05 18.36a.996.996 0 0 0 0-1.41.996.996 0 0 0-1.41 0l-1.06 1.06c-.39.39-.39 1.03 0 1.41s1.03.39 1.41 0l1.06-1.06z" />
      </svg>
    </button>
  );
}
