/**
 * The start page's translator (src/lib/translator.ts) answers as i18next does, key by key, for the
 * real resources: both languages' static texts with the seed's server texts merged in, plain, with
 * every placeholder given, with counts for the plural forms. And i18next takes over with the same
 * resources when it is asked for (src/lib/texts.ts).
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../src/lib/i18n';
import { liveTexts, TextsProvider, useTranslation, whenI18next } from '../../src/lib/texts';
import { createTranslator, staticTextsFor } from '../../src/lib/translator';
import { MESSAGES } from '../../src/server/seed/data/messages';
import type { Language } from '../../src/shared/constants';

function leafKeys(tree: unknown, prefix = ''): string[] {
  if (!tree || typeof tree !== 'object') return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each<Language>(['de', 'en'])('the translator in %s', (language) => {
  it('answers every text as i18next does', async () => {
    const resources = await staticTextsFor(language);
    const serverTexts = MESSAGES[language];
    const i18next = await createI18n(language, serverTexts, resources);
    const translator = createTranslator(language, resources, serverTexts);

    const keys = new Set<string>();
    for (const texts of Object.values(resources)) for (const key of leafKeys(texts)) keys.add(key.replace(PLURAL, ''));
    for (const key of Object.keys(serverTexts)) keys.add(key);
    keys.add('no.such.text');
    keys.add('start'); // a branch, not a text
    const values = { name: 'Anna', count: 3, hours: 2.5, date: '1. 3. 2027', price: '120,00 €', term: '<b>', missing: undefined };
    expect(keys.size).toBeGreaterThan(300);

    for (const key of keys) {
      const answers = (t: (key: string, options?: Record<string, unknown>) => string) => [
        t(key),
        t(key, values),
        ...[0, 1, 2, 21].map((count) => t(key, { ...values, count })),
      ];
      expect(answers((...args) => translator.t(...args)), key).toEqual(answers((...args) => i18next.t(...args)));
      expect(translator.exists(key), key).toBe(i18next.exists(key));
      expect(translator.getResource(language, 'translation', key), key).toEqual(i18next.getResource(language, 'translation', key));
    }
  });
});

describe('the app texts', () => {
  it('are the translator’s until i18next is asked for, then i18next’s with the same resources, namespaces included', async () => {
    const resources = await staticTextsFor('en');
    const serverTexts = { 'welcome.title': 'Welcome' };
    let loaded = 0;
    const texts = liveTexts(createTranslator('en', resources, serverTexts), async () => {
      loaded++;
      const i18next = await createI18n('en', serverTexts, resources);
      i18next.addResourceBundle('en', 'checkout', { step: 'Payment' });
      return i18next;
    });

    function Title() {
      return <h1>{useTranslation().t('welcome.title')}</h1>;
    }
    function Step() {
      return <p>{useTranslation('checkout').t('step')}</p>;
    }
    render(
      <TextsProvider i18n={texts}>
        <Title />
        <Suspense fallback={<p>loading</p>}>
          <Step />
        </Suspense>
      </TextsProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    // Another namespace is i18next's: it is loaded for it (once), and the page renders when it is there.
    expect(await screen.findByText('Payment')).toBeInTheDocument();
    await whenI18next();
    expect(loaded).toBe(1);
    expect(texts.t('welcome.title')).toBe('Welcome');
    expect(texts.t('step', { ns: 'checkout' })).toBe('Payment');
  });
});
