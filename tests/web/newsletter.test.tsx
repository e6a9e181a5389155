import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

async function footerForm(path = '/404') {
  const app = await renderApp(path);
  const footer = screen.getByRole('contentinfo');
  const input = await within(footer).findByRole('textbox', { name: /E-Mail-Adresse/ });
  const submit = within(footer).getByRole('button', { name: 'Anmelden' });
  return { ...app, footer, input, submit };
}

describe('newsletter sign-up', () => {
  it('thanks the visitor and announces the confirmation e-mail', async () => {
    let body: unknown;
    server.use(
      http.put('/api/newsletter', async ({ request }) => {
        body = await request.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user, footer, input, submit } = await footerForm();
    await user.type(input, 'anwalt@kanzlei.example');
    await user.click(submit);
    expect(await within(footer).findByText('Vielen Dank für Ihre Anmeldung!')).toBeInTheDocument();
    expect(within(footer).getByText(/E-Mail\. Bitte bestätigen Sie Ihre Anmeldung/)).toBeInTheDocument();
    expect(within(footer).queryByRole('textbox')).not.toBeInTheDocument();
    expect(body).toEqual({ email: 'anwalt@kanzlei.example', language: 'de' });
  });

  it('requires an e-mail address before sending', async () => {
    const { user, footer, input, submit } = await footerForm();
    expect(input).toBeRequired();
    await user.click(submit);
    expect(await within(footer).findByText('Bitte geben Sie Ihre E-Mail-Adresse an.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the spec text for a 422 answer', async () => {
    server.use(
      http.put('/api/newsletter', () =>
        HttpResponse.json(
          { statusCode: 422, code: 'INVALID_EMAIL', message: 'Bitte geben Sie eine gültige E-Mail-Adresse an!', field: 'email' },
          { status: 422 },
        ),
      ),
    );
    const { user, footer, input, submit } = await footerForm();
    await user.type(input, 'kanzlei@localhost');
    await user.click(submit);
    expect(await within(footer).findByText('Bitte geben Sie eine gültige E-Mail-Adresse an!')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse an!');
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
    // Editing the address clears the server's verdict.
    await user.type(input, 'x');
    expect(within(footer).queryByText('Bitte geben Sie eine gültige E-Mail-Adresse an!')).not.toBeInTheDocument();
  });

  it('shows a dismissable alert for other errors and a spinner only while the request runs', async () => {
    server.use(
      http.put('/api/newsletter', async () => {
        await delay(50);
        return HttpResponse.json({ statusCode: 500, code: 'INTERNAL', message: 'boom' }, { status: 500 });
      }),
    );
    const { user, footer, input, submit } = await footerForm();
    await user.type(input, 'anwalt@kanzlei.example');
    await user.click(submit);
    expect(submit).toHaveAttribute('aria-busy', 'true');
    expect(submit).toBeDisabled();
    const alert = await within(footer).findByRole('alert');
    expect(alert).toHaveTextContent('Es ist ein unerwarteter Fehler aufgetreten.');
    expect(submit).toHaveAttribute('aria-busy', 'false');
    expect(submit).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Hinweis schließen' }));
    expect(within(footer).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('starts afresh after a route change', async () => {
    server.use(
      http.put('/api/newsletter', () => new HttpResponse(null, { status: 204 })),
      http.get('/api/messages/content/impressum', () =>
        HttpResponse.json({ id: 'impressum', language: 'de', title: 'Impressum der Kursmarkt GmbH', metaDescription: '', sections: [] }),
      ),
    );
    const { user, footer, input, submit } = await footerForm();
    await user.type(input, 'anwalt@kanzlei.example');
    await user.click(submit);
    await within(footer).findByText('Vielen Dank für Ihre Anmeldung!');

    await user.click(within(footer).getByRole('link', { name: 'Impressum' }));
    await screen.findByRole('heading', { level: 1, name: 'Impressum der Kursmarkt GmbH' });
    await waitFor(() => expect(within(footer).queryByText('Vielen Dank für Ihre Anmeldung!')).not.toBeInTheDocument());
    expect(await within(footer).findByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveValue('');
  });

  it('clears an error alert after a route change', async () => {
    server.use(
      http.put('/api/newsletter', () => HttpResponse.error()),
      http.get('/api/faq', () => HttpResponse.json([])),
    );
    const { user, footer, input, submit } = await footerForm();
    await user.type(input, 'anwalt@kanzlei.example');
    await user.click(submit);
    await within(footer).findByRole('alert');
    await user.click(within(footer).getByRole('link', { name: 'Häufige Fragen' }));
    await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' });
    await waitFor(() => expect(within(footer).queryByRole('alert')).not.toBeInTheDocument());
  });
});
