import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContentPage } from '../../src/shared/types';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const contactPage: ContentPage = {
  id: 'kontakt',
  language: 'de',
  title: 'Kontakt zu Kursmarkt',
  metaDescription: 'So erreichen Sie uns',
  sections: [{ heading: null, paragraphs: ['Wir sind werktags von 9 bis 17 Uhr erreichbar.'] }],
};

describe('newsletter confirmation page', () => {
  it('confirms the token from the query and shows the address', async () => {
    let token: unknown;
    server.use(
      http.post('/api/newsletter/confirmation', async ({ request }) => {
        token = ((await request.json()) as { token: string }).token;
        return HttpResponse.json({ email: 'anwalt@kanzlei.example' });
      }),
    );
    await renderApp('/newsletter-confirmation?token=abcdefghijklmnop1234');
    expect(await screen.findByText(/anwalt@kanzlei\.example/)).toBeInTheDocument();
    expect(screen.getByText('Ihre Anmeldung ist bestätigt.')).toBeInTheDocument();
    expect(token).toBe('abcdefghijklmnop1234');
  });

  it('shows a failure for an unknown token and stays on the page', async () => {
    server.use(
      http.post('/api/newsletter/confirmation', () =>
        HttpResponse.json({ statusCode: 404, code: 'NOT_FOUND', message: 'not found' }, { status: 404 }),
      ),
    );
    const { router } = await renderApp('/newsletter-confirmation?token=unknowntoken12345678');
    expect(await screen.findByText('Die Anmeldung konnte nicht bestätigt werden.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/newsletter-confirmation');
  });

  it('shows a failure without a token, without calling the server', async () => {
    await renderApp('/newsletter-confirmation');
    expect(await screen.findByText('Die Anmeldung konnte nicht bestätigt werden.')).toBeInTheDocument();
  });
});

describe('contact page', () => {
  beforeEach(() => {
    server.use(http.get('/api/messages/content/kontakt', () => HttpResponse.json(contactPage)));
  });

  async function fill(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    const main = within(screen.getByRole('main'));
    await user.type(main.getByRole('textbox', { name: /Name/ }), 'Anna Anwältin');
    await user.type(main.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'anna@kanzlei.example');
    await user.type(main.getByRole('textbox', { name: /Betreff/ }), 'Frage zur Rechnung');
    await user.type(main.getByRole('textbox', { name: /Nachricht/ }), 'Bitte senden Sie mir die Rechnung erneut.');
  }

  it('shows the page text and sends the form', async () => {
    let body: unknown;
    server.use(
      http.put('/api/contact', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/kontakt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt zu Kursmarkt' })).toBeInTheDocument();
    expect(screen.getByText('Wir sind werktags von 9 bis 17 Uhr erreichbar.')).toBeInTheDocument();
    const main = screen.getByRole('main');
    await fill(user);
    await user.click(within(main).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Vielen Dank für Ihre Nachricht!')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'Anna Anwältin',
      email: 'anna@kanzlei.example',
      subject: 'Frage zur Rechnung',
      message: 'Bitte senden Sie mir die Rechnung erneut.',
    });
  });

  it('validates required fields before sending', async () => {
    const { user } = await renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt zu Kursmarkt' });
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Namen an.')).toBeInTheDocument();
    expect(screen.getByText('Bitte schreiben Sie uns eine Nachricht.')).toBeInTheDocument();
  });

  it('refuses a subject of more than one line before sending', async () => {
    let sent = false;
    server.use(
      http.put('/api/contact', () => {
        sent = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = await renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt zu Kursmarkt' });
    await fill(user);
    const subject = within(screen.getByRole('main')).getByRole('textbox', { name: /Betreff/ });
    await user.clear(subject);
    await user.click(subject);
    await user.paste('Frage\tBcc: alle@example.org');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Nachricht senden' }));
    expect(await screen.findByText('Bitte nur eine Zeile – ohne Zeilenumbrüche, Tabulatoren und andere Steuerzeichen.')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it('marks the field a 400 answer names', async () => {
    server.use(
      http.put('/api/contact', () =>
        HttpResponse.json({ statusCode: 400, code: 'VALIDATION_FAILED', message: 'bad', field: 'email' }, { status: 400 }),
      ),
    );
    const { user } = await renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt zu Kursmarkt' });
    await fill(user);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Nachricht senden' }));
    const email = within(screen.getByRole('main')).getByRole('textbox', { name: /E-Mail-Adresse/ });
    expect(await screen.findByText('Bitte prüfen Sie Ihre Eingabe.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a dismissable alert for other failures', async () => {
    server.use(http.put('/api/contact', () => HttpResponse.json({ statusCode: 500, code: 'X', message: 'x' }, { status: 500 })));
    const { user } = await renderApp('/kontakt');
    await screen.findByRole('heading', { level: 1, name: 'Kontakt zu Kursmarkt' });
    await fill(user);
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Nachricht senden' }));
    const alert = await within(screen.getByRole('main')).findByRole('alert');
    expect(alert).toHaveTextContent('Es ist ein unerwarteter Fehler aufgetreten.');
    await user.click(within(alert).getByRole('button', { name: 'Hinweis schließen' }));
    expect(within(screen.getByRole('main')).queryByRole('alert')).not.toBeInTheDocument();
  });
});
