import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCEPT_ALL, REJECT_ALL } from '../../src/features/consent/consent-choice';
import { readConsent } from '../../src/lib/consent';
import { deleteCookie, getCookie } from '../../src/lib/cookies';
import { coursePath } from '../../src/shared/page-paths';
import { courseDetail } from './support/catalogue-fixtures';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const GTM = 'https://www.googletagmanager.com/gtm.js?id=GTM-TEST1';
const gtmScript = () => document.querySelector(`script[src="${GTM}"]`);

afterEach(() => {
  deleteCookie('aid');
  localStorage.clear();
  sessionStorage.clear();
  document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]').forEach((script) => script.remove());
  delete window.dataLayer;
});

/** A first visit (no stored choice) that came with ?aid=partner42 (boot kept it for the tab). */
async function firstVisit(path = '/404', language: 'de' | 'en' = 'de') {
  sessionStorage.setItem('aid', 'partner42');
  const rendered = await renderApp(path, {
    consent: null,
    language,
    configuration: { tagManagerId: 'GTM-TEST1', lifetime: 14 },
  });
  const dialog = await screen.findByRole('dialog', {
    name: language === 'de' ? 'Ihre Cookie-Einstellungen' : 'Your cookie settings',
  });
  return { ...rendered, dialog };
}

describe('consent dialog on the first visit', () => {
  it('asks before anything: reject and accept side by side, a switch per purpose, focus inside', async () => {
    const { dialog } = await firstVisit();
    const buttons = within(dialog)
      .getAllByRole('button')
      .map((button) => [button.textContent, button.className]);
    expect(buttons).toEqual([
      ['Alle ablehnen', 'button button--primary'],
      ['Alle akzeptieren', 'button button--primary'],
      ['Auswahl speichern', 'button button--secondary consent-dialog__save'],
    ]);
    expect(
      within(dialog).getByRole('switch', { name: 'Statistik / Marketing (Google Tag Manager)' }),
    ).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Partnerprogramm (Affiliate-Cookie aid)' })).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/datenschutz',
    );
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog).toHaveFocus());
    // Nothing that needs consent yet.
    expect(getCookie('aid')).toBeNull();
    expect(gtmScript()).toBeNull();
  });

  it('Escape does not mean accept: the dialog stays and nothing is stored', async () => {
    const { dialog, user } = await firstVisit();
    await waitFor(() => expect(dialog).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(readConsent()).toBeNull();
    expect(getCookie('aid')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const { dialog, user } = await firstVisit();
    await waitFor(() => expect(dialog).toHaveFocus());
    const save = within(dialog).getByRole('button', { name: 'Auswahl speichern' });
    save.focus();
    await user.tab();
    expect(within(dialog).getByRole('link', { name: 'Mehr in der Datenschutzerklärung' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('"Alle ablehnen": no aid cookie, no tag manager; the affiliate stays for the tab', async () => {
    const { dialog, user } = await firstVisit();
    await user.click(within(dialog).getByRole('button', { name: 'Alle ablehnen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ version: 1, statistics: false, affiliate: false });
    expect(getCookie('aid')).toBeNull();
    expect(sessionStorage.getItem('aid')).toBe('partner42');
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('"Alle akzeptieren": the aid cookie and the tag manager', async () => {
    const { dialog, user } = await firstVisit();
    await user.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ statistics: true, affiliate: true });
    expect(getCookie('aid')).toBe('partner42');
    await waitFor(() => expect(gtmScript()).not.toBeNull());
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
  });

  it('"Auswahl speichern" stores what the switches say: the affiliate cookie without the tag manager', async () => {
    const { dialog, user } = await firstVisit();
    await user.click(within(dialog).getByRole('switch', { name: 'Partnerprogramm (Affiliate-Cookie aid)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Auswahl speichern' }));
    expect(readConsent()).toMatchObject({ statistics: false, affiliate: true });
    expect(getCookie('aid')).toBe('partner42');
    expect(gtmScript()).toBeNull();
  });

  it('speaks English', async () => {
    const { dialog } = await firstVisit('/404', 'en');
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Reject all', 'Accept all', 'Save selection']);
  });

  it('leaves the privacy statement readable before a choice', async () => {
    const { dialog, user } = await firstVisit();
    server.use(
      http.get('/api/messages/content/datenschutz', () =>
        HttpResponse.json({ id: 'datenschutz', title: 'Datenschutzerklärung', metaDescription: '', sections: [] }),
      ),
    );
    await user.click(within(dialog).getByRole('link', { name: 'Mehr in der Datenschutzerklärung' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readConsent()).toBeNull();
  });
});

describe('cookie settings from the footer', () => {
  it('opens the dialog again with the stored choice; Escape then closes it unchanged', async () => {
    const { user } = await renderApp('/404', { consent: { statistics: false, affiliate: true } });
    await screen.findByText('Die gesuchte Seite existiert leider nicht!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ihre Cookie-Einstellungen' });
    expect(within(dialog).getByRole('switch', { name: 'Partnerprogramm (Affiliate-Cookie aid)' })).toBeChecked();
    expect(
      within(dialog).getByRole('switch', { name: 'Statistik / Marketing (Google Tag Manager)' }),
    ).not.toBeChecked();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ statistics: false, affiliate: true });
  });

  it('withdrawing the affiliate consent deletes the aid cookie (the affiliate stays for the tab)', async () => {
    document.cookie = 'aid=partner42; Path=/';
    const { user } = await renderApp('/404', { consent: ACCEPT_ALL });
    await screen.findByText('Die gesuchte Seite existiert leider nicht!');
    await user.click(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Cookie-Einstellungen' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Alle ablehnen' }));
    expect(readConsent()).toMatchObject(REJECT_ALL);
    expect(getCookie('aid')).toBeNull();
    expect(sessionStorage.getItem('aid')).toBe('partner42');
  });
});

describe('tag manager events', () => {
  const course = courseDetail({
    professionalScopes: [
      { id: 1, name: 'Arbeitsrecht' },
      { id: 2, name: 'Familienrecht' },
      { id: 3, name: 'Erbrecht' },
      { id: 4, name: 'Mietrecht' },
      { id: 5, name: 'Steuerrecht' },
    ],
  });

  async function openCourse(consent: typeof ACCEPT_ALL, tagManagerId: string | null = 'GTM-TEST1') {
    server.use(http.get(`/api/course/${course.id}`, () => HttpResponse.json(course)));
    await renderApp(coursePath(course), { consent, configuration: { tagManagerId } });
    await screen.findByRole('heading', { level: 1, name: course.name });
  }

  it('with consent: gtm.js is loaded and the course page pushes view_item with up to four scopes as categories', async () => {
    await openCourse(ACCEPT_ALL);
    await waitFor(() => expect(gtmScript()).not.toBeNull());
    const viewItem = window.dataLayer?.find((entry) => entry.event === 'view_item');
    expect(viewItem).toMatchObject({
      ecommerce: {
        currency: 'EUR',
        items: [
          {
            item_id: String(course.id),
            item_name: course.name,
            item_category: 'Arbeitsrecht',
            item_category2: 'Familienrecht',
            item_category3: 'Erbrecht',
            item_category4: 'Mietrecht',
          },
        ],
      },
    });
    expect(JSON.stringify(viewItem)).not.toContain('Steuerrecht');
  });

  it('without consent to statistics: no script, no events', async () => {
    await openCourse({ statistics: false, affiliate: true });
    expect(gtmScript()).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });

  it('without a configured tag manager: nothing, whatever the consent', async () => {
    await openCourse(ACCEPT_ALL, null);
    expect(document.querySelector('script[src^="https://www.googletagmanager.com/"]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});
