/**
 * Site footer (spec §2): the configured LINK parts in two columns, the social links and — when
 * feature NEWSLETTER is active — the newsletter box in its light or dark style. The start page with
 * a NEWSLETTER module already shows that box, so there the footer leaves it out (once per page).
 * Whatever is configured, every page links the withdrawal instructions and model form (/widerruf,
 * issue 24 §2) and the withdrawal function "Vertrag widerrufen" (/vertrag-widerrufen, § 356a BGB:
 * clearly labelled and always reachable; issue 24 §1), and "Cookie-Einstellungen" opens the cookie
 * choice again (issue 26 §4).
 */
import { openConsentSettings } from '../../lib/consent';
import { useTranslation } from '../../lib/texts';
import { useLocation } from 'react-router-dom';
import { NewsletterBox } from '../../components/newsletter/NewsletterBox';
import { hasFeature, newsletterStyle, useSite } from '../../lib/site-context';
import { SOCIAL_MEDIA } from '../../shared/types';
import { WITHDRAWAL_PAGE } from '../../shared/withdrawal-page';
import { ConfiguredLink } from './links';
import { SocialIcon } from './SocialIcon';

export function Footer() {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const links = configuration.footerParts.filter((part) => part.type === 'LINK');
  const columns = [links.filter((part) => part.column !== 2), links.filter((part) => part.column === 2)].filter(
    (column) => column.length > 0,
  );
  const social = configuration.socialMedia.filter((link) => SOCIAL_MEDIA.includes(link.type) && link.url);
  const { pathname } = useLocation();
  const startPageHasNewsletter =
    pathname === '/' && configuration.modules.some((module) => module.name === 'NEWSLETTER');
  const newsletter = hasFeature(configuration, 'NEWSLETTER') && !configuration.maintenance && !startPageHasNewsletter;

  return (
    <footer className="site-footer">
      {newsletter && (
        <div className="site-footer__newsletter container">
          <NewsletterBox variant={newsletterStyle(configuration)} />
        </div>
      )}
      <div className="site-footer__main container">
        {columns.length > 0 && (
          <nav className="footer-links" aria-label={t('footer.navigation')}>
            {columns.map((column, index) => (
              <ul key={index} className="footer-links__column">
                {column.map((part) => (
                  <li key={`${part.name}-${part.url}`}>
                    <ConfiguredLink url={part.url} className="footer-links__link">
                      {part.name}
                    </ConfiguredLink>
                  </li>
                ))}
              </ul>
            ))}
          </nav>
        )}
        {social.length > 0 && (
          <div className="footer-social">
            <h2 className="footer-social__title">{t('footer.social')}</h2>
            <ul className="footer-social__list">
              {social.map((link) => (
                <li key={link.type}>
                  <a
                    href={link.url}
                    className="footer-social__link"
                    target="_blank"
                    rel="noopener"
                    aria-label={t(`footer.socialLinks.${link.type}`, { name: configuration.name })}
                  >
                    <SocialIcon type={link.type} />
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="site-footer__legal container">
        <p>
          {t('footer.copyright', { year: new Date().getFullYear(), name: configuration.name })}
          {' · '}
          <ConfiguredLink url="/widerruf" className="footer-links__link">
            {t('footer.withdrawal')}
          </ConfiguredLink>
          {' · '}
          <ConfiguredLink url={WITHDRAWAL_PAGE} className="footer-links__link">
            {t('footer.withdrawContract')}
          </ConfiguredLink>
          {' · '}
          <button type="button" className="footer-links__link site-footer__consent" onClick={openConsentSettings}>
            {t('footer.cookieSettings')}
          </button>
        </p>
      </div>
    </footer>
  );
}
