import type { Metadata } from 'next';
import { AppShowcase } from '@/components/apps/app-showcase';

export const metadata: Metadata = {
  title: 'Apps',
  description: 'Desktop apps built with Neutralinojs by the community, filterable by tag.',
};

export default function AppsPage() {
  return <AppShowcase />;
}
