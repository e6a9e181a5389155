/**
 * Tabs above the search box: this site (current) and the configured primary and secondary external
 * sites (configuration.crossLinks). They are links, not an ARIA tablist: each leaves for another site.
 */
import { useTranslation } from '../../../lib/texts';
import { ExternalLink } from '../../../components/ExternalLink';
import type { CrossLink } from '../../../shared/types';

export function CrossLinkTabs({ siteName, links }: { siteName: string; links: readonly CrossLink[] }) {
  const { t } = useTranslation();
  if (links.length === 0) return null;
  return (
    <nav className="search-box__tabs" aria-label={t('search.box.crossLinks')}>
      <ul>
        <li>
          <span className="search-box__tab search-box__tab--current" aria-current="page">
            {siteName}
          </span>
        </li>
        {links.map((link) => (
          <li key={link.url}>
            <ExternalLink className="search-box__tab" href={link.url}>
              {link.name}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
