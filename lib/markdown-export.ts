// Plain-Markdown twins of the doc pages (/docs/api/os.md) and the site's llms.txt, for readers and
// tools that want the text without the page around it. Works on the tree the content loader parsed,
// copying the writer's Markdown as written and rewriting only what plain Markdown cannot hold.
import type { Node, Nodes, Parent, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { rewriteDocHref } from './mdx/doc-links.mjs';
import { jsxAttribute as attribute, type JsxAttribute } from './mdx/jsx-attribute';
import { ADMONITION_TYPES } from './mdx/remark-admonitions.mjs';
import { addedSentenceOf, generatedMarkdown, isGeneratedBlock } from './api-history/markdown';
import { absoluteUrl } from './site-config';

type DocSource = { id: string; title: string; description?: string; body: string; tree: Root };
type Positioned = Node & { position?: { start: { offset?: number }; end: { offset?: number } } };
type JsxElement = Parent & { name: string | null; attributes: JsxAttribute[] };

const ADMONITION_MARKER = /^\s*:::\s*[a-z]*(\[.*\]|\s.*)?\s*$/;

function dedent(text: string): string {
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim()).map((l) => /^ */.exec(l)![0].length);
  const common = Math.min(...indents, Infinity);
  return common && common !== Infinity ? lines.map((l) => l.slice(common)).join('\n') : text;
}

function* descendants(node: Node): Generator<Node> {
  for (const child of (node as Parent).children ?? []) {
    yield child;
    yield* descendants(child);
  }
}

class Converter {
  constructor(private readonly source: string, private readonly docId: string) {}

  /** The node's source from the start of its first line, with the nesting indentation removed. */
  private slice(node: Positioned, replacements: { start: number; end: number; text: string }[] = []): string {
    const start = node.position!.start.offset!;
    const end = node.position!.end.offset!;
    const lineStart = this.source.lastIndexOf('\n', start - 1) + 1;
    let text = '';
    let at = lineStart;
    for (const r of replacements.sort((a, b) => a.start - b.start)) {
      if (r.start < at) continue; // nested inside an earlier replacement
      text += this.source.slice(at, r.start) + r.text;
      at = r.end;
    }
    return dedent(text + this.source.slice(at, end));
  }

  /** A plain Markdown block: links made absolute, inline JSX reduced to its text, expressions dropped. */
  private plain(node: Node): string {
    const replacements: { start: number; end: number; text: string }[] = [];
    for (const child of descendants(node) as Iterable<Positioned & { url?: string; children?: Node[] }>) {
      const start = child.position?.start.offset;
      const end = child.position?.end.offset;
      if (start === undefined || end === undefined) continue;
      if (child.type === 'mdxTextExpression') replacements.push({ start, end, text: '' });
      if (child.type === 'mdxJsxTextElement') {
        const inner = child.children ?? [];
        const text = inner.length ? this.source.slice((inner[0] as Positioned).position!.start.offset, (inner.at(-1) as Positioned).position!.end.offset) : '';
        replacements.push({ start, end, text });
      }
      if (child.type === 'link' && child.url) {
        const href = this.absoluteHref(child.url);
        if (href !== child.url) {
          const written = this.source.slice(start, end);
          const at = written.lastIndexOf(`](${child.url}`);
          if (at !== -1) replacements.push({ start: start + at + 2, end: start + at + 2 + child.url.length, text: href });
        }
      }
    }
    return this.slice(node as Positioned, replacements);
  }

  private absoluteHref(url: string): string {
    const { href } = rewriteDocHref(url, this.docId);
    return href.startsWith('/') && !href.startsWith('//') ? absoluteUrl(href) : href;
  }

  private quote(label: string, children: Node[]): string {
    const body = this.blocks(children)
      .map((block) => block.split('\n').filter((line) => !ADMONITION_MARKER.test(line)).join('\n').trim())
      .filter(Boolean)
      .join('\n\n');
    return [`**${label}**`, '', body].join('\n').split('\n').map((line) => (line ? `> ${line}` : '>')).join('\n');
  }

  blocks(nodes: Node[]): string[] {
    return nodes.flatMap((node): string[] => {
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression') return [];
      if (isGeneratedBlock(node as Nodes)) return [generatedMarkdown(node as Nodes)]; // API history sections (lib/api-history/remark.ts)
      const added = node.type === 'heading' ? addedSentenceOf(node as Nodes) : undefined;
      if (added) return [this.plain(node), `*${added}*`];
      if (node.type === 'containerDirective') {
        const directive = node as Parent & { name: string };
        const children = [...directive.children];
        const label = (children[0]?.data as { directiveLabel?: boolean } | undefined)?.directiveLabel ? children.shift() : undefined;
        if (!ADMONITION_TYPES.includes(directive.name)) return this.blocks(children);
        const title = label ? toString(label).trim() || undefined : undefined;
        return [this.quote(title ?? capitalize(directive.name), children)];
      }
      if (node.type === 'mdxJsxFlowElement') {
        const element = node as JsxElement;
        if (element.name === 'Admonition') {
          const type = attribute(element, 'type') ?? 'note';
          return [this.quote(attribute(element, 'title') ?? capitalize(type), element.children)];
        }
        if (element.name === 'TabItem') {
          const label = attribute(element, 'label') ?? attribute(element, 'value') ?? 'Tab';
          return [`**${label}**`, ...this.blocks(element.children)];
        }
        return this.blocks(element.children); // Tabs and any other wrapper: keep the content only
      }
      return [this.plain(node)];
    });
  }
}

function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The page as plain Markdown: "# Title", the description, then the body without MDX syntax. */
export function docToMarkdown(doc: DocSource): string {
  const converter = new Converter(doc.body, doc.id);
  const parts = [`# ${doc.title}`, ...(doc.description ? [doc.description] : []), ...converter.blocks(doc.tree.children)];
  return `${parts.join('\n\n').replace(/\n{3,}/g, '\n\n').trim()}\n`;
}

export type LlmsEntry = { title: string; url: string; description?: string };
export type LlmsSection = { heading: string; entries: LlmsEntry[] };

/** llms.txt (llmstxt.org): the site's name, a summary, then one linked line per page under section headings. */
export function buildLlmsTxt({ title, summary, intro, sections }: { title: string; summary: string; intro: string; sections: LlmsSection[] }): string {
  const lines = [`# ${title}`, '', `> ${summary}`, '', intro];
  for (const section of sections) {
    if (!section.entries.length) continue;
    lines.push('', `## ${section.heading}`, '');
    for (const entry of section.entries) {
      const description = entry.description?.replace(/\s+/g, ' ').trim();
      lines.push(`- [${entry.title}](${entry.url})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
