import { siteConfig } from '@/lib/site-config';
import { PageViewTracker } from './page-view-tracker';

/** Page-view analytics, rendered only when the build was given an ID (NEXT_PUBLIC_GA_ID). */
export function Analytics() {
  const { gaId, scriptUrl } = siteConfig.analytics;
  return gaId ? <PageViewTracker id={gaId} scriptUrl={scriptUrl} /> : null;
}
