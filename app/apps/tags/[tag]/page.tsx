import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/page-metadata';
import { notFound } from 'next/navigation';
import { AppShowcase, appTags } from '@/components/apps/app-showcase';
import { Main } from '@/components/layout/main';

// One static page per tag: the no-JavaScript tag filter (see AppShowcase for why routes, not ?tag=).
export const dynamicParams = false;

export function generateStaticParams() {
  return appTags().map(({ slug }) => ({ tag: slug }));
}

type Props = { params: Promise<{ tag: string }> };

async function tagFor(params: Props['params']) {
  const { tag } = await params;
  return appTags().find((t) => t.slug === tag)?.tag;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { tag: slug } = await params;
  const tag = await tagFor(params);
  return pageMetadata({ route: `/apps/tags/${slug}`, title: `Apps tagged ${tag}`, description: `Neutralinojs apps tagged ${tag} in the community showcase.` });
}

export default async function AppsByTagPage({ params }: Props) {
  const tag = await tagFor(params);
  if (!tag) notFound();
  return (
    <Main>
      <AppShowcase activeTag={tag} />
    </Main>
  );
}
