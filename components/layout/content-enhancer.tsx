'use client';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '@/lib/deferred-scripts';
import { placeBadgeTooltip } from '@/lib/badge-tooltip';
import { readTabChoice, subscribeTabChoice, writeTabChoice } from '@/lib/tab-choice';

const COPIED_MS = 2000;

/**
 * The code of a block as it was written. Read from the DOM, not rendered text: rehype-pretty-code
 * puts a lone space in an empty line (or it would collapse), which is not part of the code.
 */
function codeText(pre: HTMLPreElement): string {
  const code = pre.querySelector('code') ?? pre;
  const lines = code.querySelectorAll(':scope > [data-line]');
  if (lines.length === 0) return (code.textContent ?? '').replace(/\n$/, '');
  const emptyLine = (line: Element) => line.childNodes.length === 1 && line.firstChild?.nodeType === Node.TEXT_NODE && line.textContent === ' ';
  return [...lines].map((line) => (emptyLine(line) ? '' : line.textContent)).join('\n');
}

async function copyCode(button: HTMLButtonElement) {
  const block = button.closest('.code-block');
  const pre = block?.querySelector('pre');
  if (!pre) return;
  try {
    await navigator.clipboard.writeText(codeText(pre));
  } catch {
    return; // clipboard denied: leave the button as it was
  }
  const live = block?.querySelector('[aria-live]');
  button.textContent = 'Copied';
  button.setAttribute('aria-label', 'Copied');
  if (live) live.textContent = 'Copied to clipboard';
  setTimeout(() => {
    button.textContent = 'Copy';
    button.setAttribute('aria-label', 'Copy code to clipboard');
    if (live) live.textContent = '';
  }, COPIED_MS);
}

/** Shows the tab with `value` in one tab set; returns its tab button. */
function selectTab(tabs: Element, value: string): HTMLElement | undefined {
  const buttons = [...tabs.querySelectorAll<HTMLElement>(':scope > [role=tablist] > [role=tab]')];
  const chosen = buttons.find((b) => b.dataset.value === value);
  if (!chosen) return;
  for (const button of buttons) {
    const on = button === chosen;
    button.setAttribute('aria-selected', String(on));
    button.tabIndex = on ? 0 : -1;
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
  return chosen;
}

/** Applies every remembered group choice to the tab sets on the page. */
function applyStoredChoices() {
  for (const tabs of document.querySelectorAll<HTMLElement>('.tabs[data-group-id]')) {
    const stored = readTabChoice(tabs.dataset.groupId!);
    if (stored) selectTab(tabs, stored);
  }
}

function choose(tab: HTMLElement) {
  const tabs = tab.closest<HTMLElement>('.tabs');
  const value = tab.dataset.value;
  if (!tabs || !value) return;
  selectTab(tabs, value);
  if (tabs.dataset.groupId) writeTabChoice(tabs.dataset.groupId, value); // notifies applyStoredChoices
}

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_, last) => last,
};

/**
 * Behaviour for the static HTML of doc articles (lib/mdx/rehype-site-elements.ts) and any other
 * code block: copy buttons, WAI-ARIA tabs (arrows, Home, End) whose choice is shared by every
 * tab set with the same groupId and remembered for the next visit, and version badges' tooltips
 * placed clear of the navbar and the screen's edge. One set of delegated listeners
 * serves every page, so the article itself needs no hydration.
 */
export function ContentEnhancer() {
  const pathname = usePathname();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const copy = target.closest<HTMLButtonElement>('.copy-button');
      if (copy) void copyCode(copy);
      const tab = target.closest<HTMLElement>('.tabs [role=tab]');
      if (tab) choose(tab);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const tab = (event.target as Element).closest?.<HTMLElement>('.tabs [role=tab]');
      const move = KEYS[event.key];
      if (!tab || !move) return;
      const buttons = [...tab.parentElement!.querySelectorAll<HTMLElement>('[role=tab]')];
      const next = buttons[move(buttons.indexOf(tab), buttons.length - 1)];
      event.preventDefault();
      choose(next);
      next.focus();
    };
    const onTooltipOpen = (event: Event) => {
      const badge = (event.target as Element).closest?.<HTMLElement>('.api-badge');
      if (badge) placeBadgeTooltip(badge);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerover', onTooltipOpen);
    document.addEventListener('focusin', onTooltipOpen);
    const unsubscribe = subscribeTabChoice(applyStoredChoices);
    // The commit that ran this effect hydrated the whole page, so every handler now exists.
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerover', onTooltipOpen);
      document.removeEventListener('focusin', onTooltipOpen);
      unsubscribe();
    };
  }, []);

  // Each page's tab sets open on the reader's remembered choice.
  useEffect(applyStoredChoices, [pathname]);

  return null;
}
