/**
 * The server's first screen of a page (src/prerender/pages.tsx, issue 10 §2), rendered by the app's
 * own components from the page's first API answer: the header; on a result page the heading, filter
 * button, result count, the cards with their course links, and "Weitere Kurse laden" while more
 * exist; on a course page the course with its dates and prices; on the guest checkout's first step
 * its progress, heading and intro.
 */
import { describe, expect, it } from 'vitest';
import germanTexts from '../../src/locales/de/translation.json' with { type: 'json' };
import englishTexts from '../../src/locales/en/translation.json' with { type: 'json' };
import englishCheckout from '../../src/locales/en/checkout.json' with { type: 'json' };
import { guestOrderPath } from '../../src/actors/guestOrder';
import { renderPage } from '../../src/prerender/pages';
import type { BootData } from '../../src/shared/boot-data';
import { coursePath } from '../../src/shared/page-paths';
import { courseSummary, searchResult } from '../support/flow-fixtures';
import { courseDetail } from './support/catalogue-fixtures';
import { configurationFixture, messagesFixture } from './support/fixtures';

function boot(language: 'de' | 'en' = 'de'): BootData {
  return {
    language,
    aid: null,
    configuration: configurationFixture(),
    messages: messagesFixture({ language, lawyerScopes: [{ id: 3, name: 'Arbeitsrecht' }] }),
    staticTexts: language === 'de' ? { de: germanTexts } : { de: germanTexts, en: englishTexts },
  };
}

function renderWith(url: string, firstAnswer: unknown, language: 'de' | 'en' = 'de'): { header: HTMLElement; main: HTMLElement } | null {
  const page = renderPage({ url, boot: boot(language), firstAnswer });
  if (page === null) return null;
  const header = document.createElement('div');
  header.innerHTML = page.header;
  const main = document.createElement('main');
  main.innerHTML = page.main;
  return { header, main };
}

const render = (url: string, language: 'de' | 'en' = 'de', courses = [1, 2, 3], count = 25) =>
  renderWith(url, searchResult(courses, count), language)?.main ?? null;

const text = (element: Element | null | undefined) => element?.textContent?.trim();

describe('renderPage on a result page', () => {
  it('renders the heading, the filter button, the count and one card per course with its link', () => {
    const main = render('/fortbildungen')!;
    expect(text(main.querySelector('h1'))).toBe('Fortbildungen');
    expect(text(main.querySelector('.search-page__filter-toggle'))).toBe('Suche verfeinern');
    expect(text(main.querySelector('h2.results__count'))).toMatch(/25/);
    const cards = main.querySelectorAll('ol.results__list > li > article.course-card');
    expect(cards).toHaveLength(3);
    const first = cards[0]!.querySelector('h3 a')!;
    expect(text(first)).toBe(courseSummary(1).name);
    expect(first.getAttribute('href')).toBe(coursePath(courseSummary(1)));
    expect(text(cards[0])).toContain('1.290,00\u00a0€');
    expect(text(main.querySelector('.results__more button'))).toBe('Weitere Kurse laden');
  });

  it('disables every control until the app has taken over (a click would be lost), and keeps the links', () => {
    const page = renderWith('/fortbildungen/arbeitsrecht-3', searchResult([1, 2, 3], 25))!;
    const controls = [...page.header.querySelectorAll('button, input'), ...page.main.querySelectorAll('button, input')];
    expect(controls.length).toBeGreaterThan(3);
    expect(controls.filter((control) => !(control as HTMLButtonElement).disabled)).toEqual([]);
    expect(page.main.querySelector('ol.results__list h3 a')?.getAttribute('href')).toBe(coursePath(courseSummary(1)));
  });

  it('shows no "load more" when the first page holds every course, and says so when nothing matches', () => {
    expect(render('/fortbildungen', 'de', [1, 2], 2)!.querySelector('.results__more')).toBeNull();
    const empty = render('/fortbildungen', 'de', [], 0)!;
    expect(empty.querySelector('.results__list')).toBeNull();
    expect(text(empty.querySelector('.results__empty'))).toMatch(/\S/);
  });

  it('names the path’s scope in the heading and as an active filter, and writes English in English', () => {
    const scoped = render('/fortbildungen/arbeitsrecht-3')!;
    expect(text(scoped.querySelector('h1'))).toContain('Arbeitsrecht');
    expect(text(scoped.querySelector('.active-filters'))).toContain('Arbeitsrecht');
    const english = render('/fortbildungen?language=en', 'en')!;
    expect(text(english.querySelector('.search-page__filter-toggle'))).not.toBe('Suche verfeinern');
    expect(text(english.querySelector('ol.results__list article'))).toContain('€1,290.00');
  });

  it('renders nothing for an address that is no result page', () => {
    expect(render('/warenkorb')).toBeNull();
    expect(render('/fortbildungen/a/b')).toBeNull();
    expect(render('/fortbildungen/%E0%A4%A')).toBeNull();
  });
});

describe('renderPage on a course page', () => {
  it('renders the header a guest sees and the course with its dates and prices', () => {
    const page = renderWith('/fortbildung-15-fao/arbeitsrecht-aktuell-kuendigungsschutz-7', courseDetail())!;
    expect(page.header.querySelector('header.site-header nav[aria-label="Hauptnavigation"]')).not.toBeNull();
    expect([...page.header.querySelectorAll('button')].map(text)).toEqual(expect.arrayContaining(['Anmelden', 'Registrieren']));
    expect(text(page.main.querySelector('h1'))).toBe('Arbeitsrecht aktuell: Kündigungsschutz');
    expect(text(page.main)).toContain('Das Seminar behandelt den Kündigungsschutz.');
    expect(text(page.main)).toContain('1.290,00\u00a0€');
    expect(text(page.main)).toContain('Dr. Anna Berg');
  });
});

describe('renderPage on the guest checkout', () => {
  const steps = (main: HTMLElement) => [...main.querySelectorAll('.checkout-progress__label')].map(text);

  it('renders the first step without an answer: the progress of a course cart, the heading and the intro', () => {
    const page = renderWith(guestOrderPath('guest'), null)!;
    expect(page.header.querySelector('header.site-header')).not.toBeNull();
    const article = page.main.querySelector('article.page.checkout-page.guest-order')!;
    expect(steps(page.main)).toEqual(['Ihre Daten', 'Teilnehmende', 'Prüfen und bestellen', 'Zahlungsart', 'Fertig']);
    expect(text(article.querySelector('[aria-current="step"]'))).toContain('Ihre Daten');
    expect(text(article.querySelector('h1'))).toBe('Ihre Daten');
    expect(text(article.querySelector('h1 + p'))).toBe(
      'Sie bestellen als Gast, ohne Kundenkonto. Die Bestätigung und die Rechnung senden wir an Ihre E-Mail-Adresse.',
    );
    // The form needs the cart and the flow: the app draws it.
    expect(page.main.querySelector('form, input, button')).toBeNull();
  });

  it('writes English in English', () => {
    const main = renderWith(`${guestOrderPath('guest')}?language=en`, null, 'en')!.main;
    expect(text(main.querySelector('h1'))).toBe(englishCheckout.guestOrder.title.guest);
    expect(text(main.querySelector('h1 + p'))).toBe(englishCheckout.guestOrder.intro);
  });

  it('renders no other step, and no result or course page without its answer', () => {
    for (const step of ['guest-summary', 'participants', 'payment'] as const) expect(renderWith(guestOrderPath(step), null), step).toBeNull();
    expect(renderWith('/fortbildungen', null)).toBeNull();
    expect(renderWith('/fortbildung-15-fao/arbeitsrecht-aktuell-kuendigungsschutz-7', null)).toBeNull();
  });
});
