/**
 * The search box's frame: cross-link tabs, then the panel with its title around the scope or filter
 * view. Shared by the box with its machine (SearchBoxView) and its first screen before the machine
 * has loaded (SearchBox).
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/texts';
import { useSite } from '../../../lib/site-context';
import { CrossLinkTabs } from './CrossLinkTabs';
import './search-box.css';

export function SearchBoxFrame({ busy, children }: { busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const titleId = useId();
  return (
    <section className="search-box" aria-labelledby={titleId}>
      <CrossLinkTabs siteName={configuration.name} links={configuration.crossLinks} />
      <div className="search-box__panel" aria-busy={busy}>
        <h2 id={titleId} className="search-box__title">
          {t('search.box.title')}
        </h2>
        {children}
      </div>
    </section>
  );
}

/**
 * While the last search is read, an invisible copy of the scope list most visits start with holds
 * its place: appearing a frame later, the list pushed the start page down (layout shift, issue 10 §2).
 * Hidden by style, so neither pointer nor screen reader finds it.
 */
export function PlaceHolder({ children }: { children: ReactNode }) {
  return (
    <div aria-hidden="true" inert style={{ visibility: 'hidden' }}>
      {children}
    </div>
  );
}
