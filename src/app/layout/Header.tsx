/**
 * Site header (spec §2): logo linking to the main domain, language picker (more than one locale),
 * the account area slot, and the configured navigation with a mobile menu toggle. The bar hides on
 * scroll down and returns on scroll up or at the top; it stays while it holds focus or the mobile
 * menu is open.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../lib/texts';
import { SignInProblem } from '../../features/account/SignInProblem';
import logoUrl from '../../assets/logo.svg?no-inline';
import { hasLanguageChoice } from '../../lib/language';
import { useSite } from '../../lib/site-context';
import { AccountArea } from './AccountArea';
import { useHideOnScroll } from './hide-on-scroll';
import { LanguagePicker } from './LanguagePicker';
import { MainMenu } from './MainMenu';

export function Header() {
  const { t } = useTranslation();
  const { configuration, messages, language } = useSite();
  const { pathname } = useLocation();
  const hidden = useHideOnScroll();
  // The mobile menu is open on the page where it was opened; navigating closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const navId = useId();
  const showMenu = !configuration.maintenance && configuration.menu.length > 0;

  return (
    <header className={`site-header ${hidden && !menuOpen ? 'is-hidden' : ''}`.trim()}>
      <div className="site-header__bar container">
        <a className="site-header__logo" href={messages.mainDomain || '/'}>
          <img
            src={logoUrl}
            width={450}
            height={53}
            alt={t('header.logo', { name: messages.defaultSiteTitleShort || configuration.name })}
          />
        </a>
        <div className="site-header__tools">
          {hasLanguageChoice(configuration.locales) && (
            <LanguagePicker locales={configuration.locales} current={language} />
          )}
          <AccountArea />
          {showMenu && (
            <button
              type="button"
              className="menu-toggle"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                {menuOpen ? (
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                ) : (
                  <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                )}
              </svg>
              <span>{t('header.menuToggle')}</span>
            </button>
          )}
        </div>
      </div>
      <SignInProblem />
      {showMenu && (
        <nav id={navId} className={`main-nav ${menuOpen ? 'is-open' : ''}`.trim()} aria-label={t('header.navigation')}>
          <div className="container">
            <MainMenu entries={configuration.menu} onNavigate={() => setMenuOpenAt(null)} />
          </div>
        </nav>
      )}
    </header>
  );
}
