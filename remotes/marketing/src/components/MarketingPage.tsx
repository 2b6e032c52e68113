import type { ComponentProps } from 'react';
import { PublicSitePage } from '../../../common/public/PublicSitePage';

/** A marketing page: the public site's page, rendered by this remote. */
export function MarketingPage(props: Omit<ComponentProps<typeof PublicSitePage>, 'remote'>) {
  return <PublicSitePage remote="marketing" {...props} />;
}
