/**
 * What follows the visitor's cookie choice (issue 26 §4), part of every page's frame: the consent
 * dialog on the first visit and when the footer's "Cookie-Einstellungen" asks for it, and the tag
 * manager at once when a stored choice agrees to statistics and the site configures one. Both are
 * lazy chunks (the dialog makes a new choice take effect itself): the start page's entry carries only
 * this and src/lib/consent.ts.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { CONSENT_SETTINGS_EVENT, readConsent } from '../../lib/consent';
import { useSite } from '../../lib/site-context';

const ConsentDialog = lazy(() => import('../../features/consent/ConsentDialog'));

export function ConsentHost() {
  const { configuration } = useSite();
  const [open, setOpen] = useState(() => !configuration.maintenance && readConsent() === null);

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(CONSENT_SETTINGS_EVENT, show);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, show);
  }, []);

  // A stored consent to statistics: the tag manager on every page.
  useEffect(() => {
    const id = configuration.tagManagerId;
    if (id && readConsent()?.statistics)
      void import('../../features/consent/tag-manager').then((module) => module.loadTagManager(id));
  }, [configuration.tagManagerId]);

  return open ? (
    <Suspense fallback={null}>
      <ConsentDialog onClose={() => setOpen(false)} />
    </Suspense>
  ) : null;
}
