export function stripHtmlSuffix(path: string): string;
