/**
 * Language picker (spec §2, §4): a radio list of the configured locales; choosing one reloads the
 * current page with ?language=xx, other query parameters kept. The header shows it only when more
 * than one locale is configured. On phones it shows the codes (DE, EN) to leave room in the header.
 */
import { useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { isSupportedLanguage, languageSwitchUrl } from '../../lib/language';
import { loadPage } from '../../lib/navigation';
import type { Language } from '../../shared/constants';

export function LanguagePicker({ locales, current }: { locales: readonly string[]; current: Language }) {
  const { t } = useTranslation();
  const name = useId();
  const languages = [...new Set(locales.filter(isSupportedLanguage))];
  const choose = (language: Language) => {
    if (language === current) return;
    // The address bar, not the router's location: a page may keep its state in the address with
    // history.replaceState (the flow explorer's steps), which the router does not see.
    loadPage(languageSwitchUrl(window.location.href, language));
  };
  return (
    <fieldset className="language-picker">
      <legend className="visually-hidden">{t('header.language')}</legend>
      {languages.map((language) => (
        <label key={language} className="language-picker__option">
          <input
            type="radio"
            name={name}
            value={language}
            checked={language === current}
            onChange={() => choose(language)}
          />
          {/* Phones show the short code; the full name stays the radio's accessible name. */}
          <span lang={language}>
            <span className="language-picker__name">{t(`header.languages.${language}`)}</span>
            <span className="language-picker__code" aria-hidden="true">
              {language.toUpperCase()}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
