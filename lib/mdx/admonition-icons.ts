// Icons and default headings of admonitions (:::tip … :::), for lib/mdx/rehype-site-elements.ts.
export type AdmonitionType = 'note' | 'tip' | 'info' | 'warning' | 'danger';

export const ADMONITION_ICONS: Record<AdmonitionType, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  tip: 'M9 21c0 .55.45 1 1 1h4c.55 0 1-.45 1-1v-1H9v1zm3-19C8.14 2 5 5.14 5 9c0 2.38 1.19 4.47 3 5.74V17c0 .55.45 1 1 1h6c.55 0 1-.45 1-1v-2.26c1.81-1.27 3-3.36 3-5.74 0-3.86-3.14-7-7-7z',
  warning: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  danger: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
};

/** The heading an admonition shows: its title, or its type capitalised ("Tip"). */
export function admonitionHeading(type: AdmonitionType, title?: string): string {
  return title ?? type.charAt(0).toUpperCase() + type.slice(1);
}
