/**
 * The frame of every page: skip link, header, main content, footer, and the scroll restoration
 * (./ScrollRestore.tsx: restored on back, top on new navigation, #hash targets scrolled to). After an in-app
 * navigation focus moves to <main> so screen readers start at the new content. The cookie choice's
 * dialog and what follows the choice: ./ConsentHost.tsx.
 */
import { Suspense, useEffect, useRef, type RefObject } from 'react';
import { Outlet, useLocation, useNavigation, useNavigationType } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { AccountDeletedNotice } from './AccountDeletedNotice';
import { ConsentHost } from './ConsentHost';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollRestore } from './ScrollRestore';

function useFocusOnNavigation(target: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previousKey = useRef(location.key);
  useEffect(() => {
    if (previousKey.current === location.key) return;
    previousKey.current = location.key;
    if (navigationType === 'POP' || location.hash) return;
    target.current?.focus({ preventScroll: true });
  }, [location.key, location.hash, navigationType, target]);
}

export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigation(mainRef);
  const loading = navigation.state !== 'idle';
  return (
    <div className="app">
      <a
        href="#main"
        className="skip-link"
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        {t('app.skipToContent')}
      </a>
      <Header />
      {loading && <div className="route-progress" aria-hidden="true" />}
      <main id="main" ref={mainRef} tabIndex={-1} className="site-main" aria-busy={loading || undefined}>
        {/* A page that needs the global actors waits here while they load (src/app/lazy-system.ts). */}
        <AccountDeletedNotice />
        <Suspense fallback={<LoadingIndicator />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestore />
      <ConsentHost />
    </div>
  );
}
