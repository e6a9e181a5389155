import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '../../src/shared/types';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

const server = useMswServer();

const faq: FaqEntry[] = [
  { id: 1, category: 'COMMON', question: 'Wer steht hinter Kursmarkt?', answer: 'Ein Team aus Juristen.' },
  { id: 2, category: 'BOOKING', question: 'Kann ich als Gast buchen?', answer: 'Ja, ohne Kundenkonto.' },
  { id: 3, category: 'BOOKING', question: 'Wie storniere ich?', answer: 'Schreiben Sie uns.' },
];

describe('FAQ page', () => {
  it("is titled 'Häufige Fragen' with the COMMON and BOOKING groups", async () => {
    server.use(http.get('/api/faq', () => HttpResponse.json(faq)));
    await renderApp('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Häufige Fragen' })).toBeInTheDocument();
    const common = screen.getByRole('region', { name: 'Allgemeine Fragen' });
    const booking = screen.getByRole('region', { name: 'Fragen zur Buchung' });
    expect(within(common).getAllByRole('button')).toHaveLength(1);
    expect(within(booking).getAllByRole('button')).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('Häufige Fragen | Kursmarkt'));
  });

  it('opens an answer when its question is clicked', async () => {
    server.use(http.get('/api/faq', () => HttpResponse.json(faq)));
    const { user } = await renderApp('/faq');
    const question = await screen.findByRole('button', { name: 'Kann ich als Gast buchen?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ja, ohne Kundenkonto.')).not.toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Kann ich als Gast buchen?' });
    expect(answer).toHaveAttribute('id', question.getAttribute('aria-controls'));
    expect(within(answer).getByText('Ja, ohne Kundenkonto.')).toBeVisible();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Ja, ohne Kundenkonto.')).not.toBeVisible();
  });

  it('asks for the questions in the current language', async () => {
    let language: string | null = null;
    server.use(
      http.get('/api/faq', ({ request }) => {
        language = new URL(request.url).searchParams.get('language');
        return HttpResponse.json([]);
      }),
    );
    await renderApp('/faq', { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(language).toBe('en');
  });
});
