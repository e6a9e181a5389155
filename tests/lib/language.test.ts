import { afterEach, describe, expect, it } from 'vitest';
import {
  hasLanguageChoice, languageSwitchUrl, readStoredLanguage, resolveLanguage, storeLanguage,
} from '../../src/lib/language';

afterEach(() => localStorage.clear());

describe('language rule', () => {
  it('takes the language query parameter when the configured locales allow it', () => {
    expect(resolveLanguage({ query: 'en', stored: 'de', locales: ['de', 'en'] })).toBe('en');
  });

  it('ignores a query parameter the locales do not allow, then takes the stored choice', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'en', locales: ['de', 'en'] })).toBe('en');
    expect(resolveLanguage({ query: 'en', stored: null, locales: ['de'] })).toBe('de');
  });

  it('takes the stored choice when there is no query parameter', () => {
    expect(resolveLanguage({ query: null, stored: 'en', locales: ['de', 'en'] })).toBe('en');
  });

  it('falls back to the first configured locale', () => {
    expect(resolveLanguage({ query: null, stored: null, locales: ['en', 'de'] })).toBe('en');
    expect(resolveLanguage({ query: null, stored: 'en', locales: ['de'] })).toBe('de');
  });

  it("falls back to 'de' without configured locales", () => {
    expect(resolveLanguage({ query: null, stored: null, locales: [] })).toBe('de');
    expect(resolveLanguage({ query: 'xx', stored: 'yy', locales: [] })).toBe('de');
  });

  it('before the configuration is known, allows every supported language', () => {
    expect(resolveLanguage({ query: 'en', stored: null, locales: undefined })).toBe('en');
    expect(resolveLanguage({ query: null, stored: 'en', locales: undefined })).toBe('en');
    expect(resolveLanguage({ query: null, stored: null, locales: undefined })).toBe('de');
  });

  it("stores the choice under localStorage 'lang'", () => {
    storeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('switches language by reloading the same page with ?language=xx, keeping other parameters', () => {
    expect(languageSwitchUrl('https://kursmarkt.example/faq?aid=partner1#buchung', 'en')).toBe(
      '/faq?aid=partner1&language=en#buchung',
    );
    expect(languageSwitchUrl('https://kursmarkt.example/?language=en', 'de')).toBe('/?language=de');
  });

  it('offers a choice only with more than one configured locale', () => {
    expect(hasLanguageChoice(['de', 'en'])).toBe(true);
    expect(hasLanguageChoice(['de'])).toBe(false);
    expect(hasLanguageChoice(['de', 'de'])).toBe(false);
  });
});
