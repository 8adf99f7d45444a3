import type { Metadata } from 'next';
import { siteConfig } from '@/lib/site-config';
import { pageMetadata } from '@/lib/page-metadata';
import { HomeComparison } from '@/components/home/comparison';
import { HomeFeatures } from '@/components/home/features';
import { HomeHero } from '@/components/home/hero';
import { HomeIdea } from '@/components/home/idea';
import { HomeInstallBand } from '@/components/home/install-band';
import { Main } from '@/components/layout/main';

export const metadata: Metadata = {
  ...pageMetadata({ route: '/', title: `${siteConfig.title}: ${siteConfig.tagline}` }),
  title: { absolute: `${siteConfig.title}: ${siteConfig.tagline}` },
};

// Server components only: the one script this page adds is the shared code-block copy button.
export default function HomePage() {
  return (
    <Main>
      <HomeHero />
      <HomeIdea />
      <HomeFeatures />
      <HomeComparison />
      <HomeInstallBand />
    </Main>
  );
}
