/**
 * "Vertrag widerrufen" per order (issue 24 §1): a signed-in customer's button asks for a signed link
 * for the own order and opens /vertrag-widerrufen#token=…; a guest's link opens the form for a link
 * with order number and e-mail prefilled; a failed request says so and stays.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { OrderWithdrawalLink } from '../../src/components/withdrawal/OrderWithdrawalLink';
import { TextsProvider } from '../../src/lib/texts';
import { i18nFor } from '../support/flow-render';
import { useMswServer } from './support/msw';

const server = useMswServer();

async function renderLink(customer: boolean) {
  const router = createMemoryRouter(
    [
      { path: '/bestellung', element: <OrderWithdrawalLink orderNumber="KM-2026-000123" email="anna@example.de" customer={customer} /> },
      { path: '/vertrag-widerrufen', element: <p>Widerrufsseite</p> },
    ],
    { initialEntries: ['/bestellung'] },
  );
  render(
    <TextsProvider i18n={await i18nFor('de')}>
      <RouterProvider router={router} />
    </TextsProvider>,
  );
  return router;
}

describe('Vertrag widerrufen per order', () => {
  it('a customer opens the withdrawal with a signed link for the own order', async () => {
    const asked: string[] = [];
    server.use(
      http.post('/api/customer/orders/:orderNumber/withdrawal-link', ({ params }) => {
        asked.push(String(params.orderNumber));
        return HttpResponse.json({ token: 'signed.token' });
      }),
    );
    const router = await renderLink(true);
    await userEvent.click(screen.getByRole('button', { name: 'Vertrag widerrufen' }));
    expect(await screen.findByText('Widerrufsseite')).toBeInTheDocument();
    expect(asked).toEqual(['KM-2026-000123']);
    expect(router.state.location.hash).toBe('#token=signed.token');
  });

  it('a customer whose link cannot be made is told so and stays', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.post('/api/customer/orders/:orderNumber/withdrawal-link', () => HttpResponse.json({ statusCode: 412, code: 'X', message: 'no' }, { status: 412 })));
    const router = await renderLink(true);
    await userEvent.click(screen.getByRole('button', { name: 'Vertrag widerrufen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Der Link zum Widerruf konnte nicht geöffnet werden.');
    expect(router.state.location.pathname).toBe('/bestellung');
    warn.mockRestore();
  });

  it('a guest goes to the form for a link, order number and e-mail prefilled', async () => {
    const router = await renderLink(false);
    const link = screen.getByRole('link', { name: 'Vertrag widerrufen' });
    expect(link).toHaveAttribute('href', '/vertrag-widerrufen');
    await userEvent.click(link);
    expect(router.state.location.state).toEqual({ orderNumber: 'KM-2026-000123', email: 'anna@example.de' });
  });
});
