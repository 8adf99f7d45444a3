import type { MDXComponents } from 'mdx/types';
import type { ComponentProps } from 'react';
import { Admonition } from '@/components/mdx/admonition';
import { CodeBlock } from '@/components/mdx/code-block';
import { Tabs, TabItem } from '@/components/mdx/tabs';
import { SiteLink } from '@/components/layout/site-link';

// Registered once for every MDX file (DESIGN.md): writers use these without importing them.
const components: MDXComponents = {
  a: ({ href = '', ...props }: ComponentProps<'a'>) => <SiteLink href={href} {...props} />,
  pre: (props: ComponentProps<'pre'>) => <CodeBlock {...props} />,
  table: (props: ComponentProps<'table'>) => (
    <div className="table-scroll">
      <table {...props} />
    </div>
  ),
  img: ({ alt, ...props }: ComponentProps<'img'>) => {
    if (!alt) throw new Error(`Image ${String(props.src)} has no alt text. Fix: write ![what the image shows](${String(props.src)})`);
    // eslint-disable-next-line @next/next/no-img-element
    return <img alt={alt} loading="lazy" {...props} />;
  },
  Admonition,
  Tabs,
  TabItem,
};

export function useMDXComponents(): MDXComponents {
  return components;
}
