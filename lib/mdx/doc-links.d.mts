export function rewriteDocHref(href: string, fromDocId: string): { href: string; targetId?: string };
export const DOCS_ROUTE: string;
export function docIdFromFile(file: string): string | undefined;
