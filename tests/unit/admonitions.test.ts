import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { toString } from 'mdast-util-to-string';
import remarkAdmonitions from '@/lib/mdx/remark-admonitions.mjs';
import { parseMdx } from '@/lib/headings';

function transform(source: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkDirective).use(remarkAdmonitions);
  const tree = processor.runSync(processor.parse(source)) as Root;
  return tree.children.map((node) => {
    if (node.type !== 'mdxJsxFlowElement') return node.type;
    const attrs = Object.fromEntries(node.attributes.map((a) => ('name' in a ? [a.name, a.value] : [])));
    return { ...attrs, children: node.children.map((c) => c.type) };
  });
}

describe('admonitions', () => {
  it('reads the directive spelling with and without a title', () => {
    expect(transform(':::tip[Be quick]\nBody.\n:::\n')).toEqual([{ type: 'tip', title: 'Be quick', children: ['paragraph'] }]);
    expect(transform(':::warning\nBody.\n:::\n')).toEqual([{ type: 'warning', children: ['paragraph'] }]);
  });

  it('reads the Docusaurus spelling ":::tip Title", in one paragraph or spread over blocks', () => {
    expect(transform(':::tip My title\nBody text.\n:::\n')).toEqual([{ type: 'tip', title: 'My title', children: ['paragraph'] }]);
    expect(transform('Before.\n\n:::danger Careful now\n\nFirst.\n\n- a list\n\n:::\n\nAfter.\n')).toEqual([
      'paragraph',
      { type: 'danger', title: 'Careful now', children: ['paragraph', 'list'] },
      'paragraph',
    ]);
    expect(transform(':::note\n\nJust a note.\n\n:::\n')).toEqual([{ type: 'note', children: ['paragraph'] }]);
  });

  it('closes on a ":::" that Markdown folded into a list right above it', () => {
    expect(transform(':::note Caveats\n- one\n- two\n:::\n\nAfter.\n')).toEqual([{ type: 'note', title: 'Caveats', children: ['list'] }, 'paragraph']);
  });

  it('fails on an unclosed opener with its line, leaves an unknown one as text, and fails on an unknown directive type', () => {
    expect(() => transform('Intro.\n\n:::tip Never closed\n\nText.\n')).toThrow(expect.objectContaining({ message: '":::tip" is never closed', place: expect.objectContaining({ line: 3 }) }));
    expect(transform(':::nope Title\nText\n:::\n')).toEqual(['paragraph']);
    expect(() => transform(':::nope\nText\n:::\n')).toThrow(/Unknown admonition ":::nope"/);
  });

  it('fails on a directive-spelled admonition that is never closed, which the parser would end with the page', () => {
    // Line 3 of the body is line 7 of a file whose front matter takes 4 lines.
    expect(() => parseMdx('Intro.\n\n:::note\n\nNever closed.\n\n## A later heading\n', 'content/docs/a.mdx', 4)).toThrow(
      'content/docs/a.mdx:7:1: invalid MDX: ":::note" is never closed. Fix: end the admonition with a line holding only ":::"',
    );
    expect(() => parseMdx('- item\n\n  :::warning[Inside a list]\n  Text.\n', 'a.mdx')).toThrow(/a\.mdx:3:3: invalid MDX: ":::warning" is never closed/);
    // Closed ones parse: plain, titled, nested with a longer outer fence, in a list and in a quote.
    for (const closed of [':::note\nText.\n:::\n', ':::tip[Title]\nText.\n:::', '::::info\n:::note\nInner.\n:::\n::::\n', '- item\n\n  :::warning\n  Text.\n  :::\n', '> :::danger\n> Text.\n> :::\n']) {
      expect(() => parseMdx(closed, 'a.mdx')).not.toThrow();
    }
  });

  it('turns accidental text directives back into text', () => {
    const processor = unified().use(remarkParse).use(remarkDirective).use(remarkAdmonitions);
    const tree = processor.runSync(processor.parse('Port 3000:8080 and a:b here.\n')) as Root;
    expect(toString(tree)).toBe('Port 3000:8080 and a:b here.');
  });
});
