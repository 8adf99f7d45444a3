import { siteConfig } from '@/lib/site-config';
import { AdUnit } from './ad-unit';

/** The ad unit of the docs' right column; nothing at all unless the build was given its IDs. */
export function AdSlot() {
  const { client, slot, scriptUrl, widthPx, heightPx } = siteConfig.ads;
  if (!client || !slot) return null;
  return <AdUnit client={client} slot={slot} scriptUrl={scriptUrl} width={widthPx} height={heightPx} />;
}
