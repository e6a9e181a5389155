/** A section the site's features switch off (mein-status, merkzettel) does not exist there: the 404 page. */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { hasFeature, useSite } from '../../lib/site-context';
import type { Feature } from '../../shared/types';

export function RequireFeature({ feature, children }: { feature: Feature; children: ReactNode }) {
  const { configuration } = useSite();
  if (!hasFeature(configuration, feature)) return <Navigate to="/404" replace />;
  return children;
}
