import type { Root } from 'mdast';
export const ADMONITION_TYPES: string[];
export function groupTitledAdmonitions(tree: Root): void;
export function failOnUnclosedDirectives(tree: Root, source: string): void;
export default function remarkAdmonitions(): (tree: Root, file: unknown) => void;
