import type { Metadata } from 'next';
import { AppShowcase } from '@/components/apps/app-showcase';
import { pageMetadata } from '@/lib/page-metadata';
import { Main } from '@/components/layout/main';

export const metadata: Metadata = pageMetadata({
  route: '/apps',
  title: 'Apps',
  description: 'Desktop apps built with Neutralinojs by the community, filterable by tag.',
});

export default function AppsPage() {
  return (
    <Main>
      <AppShowcase />
    </Main>
  );
}
