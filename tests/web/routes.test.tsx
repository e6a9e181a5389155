import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ContentPage } from '../../src/shared/types';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const imprint: ContentPage = {
  id: 'impressum',
  language: 'de',
  title: 'Impressum der Kursmarkt GmbH',
  metaDescription: 'Anbieterkennzeichnung',
  sections: [{ heading: 'Anschrift', paragraphs: ['Kursmarkt GmbH, Musterstraße 1, 10115 Berlin'] }],
};

describe('route table', () => {
  it('shows the 404 page with links to the start page and the main domain', async () => {
    await renderApp('/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Upps! Da ist was schief gelaufen.' })).toBeInTheDocument();
    expect(screen.getByText('Die gesuchte Seite existiert leider nicht!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Startseite/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Zu www.kursmarkt.example' })).toHaveAttribute(
      'href',
      'https://www.kursmarkt.example',
    );
  });

  it('redirects an unknown route to /404, replacing the history entry', async () => {
    const { router } = await renderApp('/diese/seite/gibt/es/nicht');
    expect(await screen.findByText('Die gesuchte Seite existiert leider nicht!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends an unknown route reached by a link to /404 as well', async () => {
    const { router } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' });
    await router.navigate('/gibt-es-nicht');
    expect(await screen.findByText('Die gesuchte Seite existiert leider nicht!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it.each(['/', '/faq', '/impressum', '/kontakt', '/irgendwas'])('shows the maintenance page on %s when the flag is set', async (path) => {
    await renderApp(path, { configuration: { maintenance: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wartung' })).toBeInTheDocument();
    expect(screen.getByText(/Wartungsarbeiten/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Willkommen bei Kursmarkt' })).not.toBeInTheDocument();
  });

  it('renders a static content page with its title and meta description', async () => {
    server.use(http.get('/api/messages/content/impressum', () => HttpResponse.json(imprint)));
    await renderApp('/impressum');
    expect(await screen.findByRole('heading', { level: 1, name: imprint.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Anschrift' })).toBeInTheDocument();
    expect(screen.getByText('Kursmarkt GmbH, Musterstraße 1, 10115 Berlin')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Impressum der Kursmarkt GmbH | Kursmarkt'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Anbieterkennzeichnung');
  });

  it('renders the marketplace information with linkable sections and a content link as a link in the shop', async () => {
    const page: ContentPage = {
      id: 'marktplatz-informationen',
      language: 'de',
      title: 'Informationen zum Marktplatz',
      metaDescription: 'Wer verkauft, wer durchführt, wie wir sortieren',
      sections: [
        { anchor: 'ranking', heading: 'Wie wir Suchergebnisse sortieren', paragraphs: ['Nach Relevanz.'] },
        { heading: 'Mehr', paragraphs: ['Siehe [Impressum](/impressum) und [fremd](https://example.org).'] },
      ],
    };
    server.use(http.get('/api/messages/content/marktplatz-informationen', () => HttpResponse.json(page)));
    await renderApp('/marktplatz-informationen');
    const heading = await screen.findByRole('heading', { level: 2, name: 'Wie wir Suchergebnisse sortieren' });
    expect(heading.closest('section')).toHaveAttribute('id', 'ranking');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
    // Only paths within the shop become links.
    expect(screen.queryByRole('link', { name: 'fremd' })).not.toBeInTheDocument();
    expect(screen.getByText(/\[fremd\]\(https:\/\/example\.org\)/)).toBeInTheDocument();
  });

  it('goes to the 404 page when the content page is not found', async () => {
    server.use(
      http.get('/api/messages/content/partner', () =>
        HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
      ),
    );
    const { router } = await renderApp('/partner');
    expect(await screen.findByText('Die gesuchte Seite existiert leider nicht!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });

  it('gives the start page the default title and meta description', async () => {
    await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' });
    await waitFor(() => expect(document.title).toBe('Kursmarkt – Fortbildungen für Rechtsberufe'));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Fortbildungen und Fachanwaltslehrgänge für Rechtsanwälte und Kanzleimitarbeiter.',
    );
  });

  it('keeps header and footer around a page', async () => {
    await renderApp('/404');
    await screen.findByText('Die gesuchte Seite existiert leider nicht!');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', '/impressum');
  });
});
