export function rewriteDocHref(href: string, fromDocId: string): { href: string; targetId?: string };
export function docIdFromFile(file: string): string | undefined;
