export function stripHtmlSuffix(path: string): string;
export function canonicalPath(path: string): string;
export function canonicalHref(href: string): string;
