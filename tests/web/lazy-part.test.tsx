/**
 * A lazily loaded part of a page (the footer's newsletter form, the start page's course preview, the
 * cart's checkout choice …) whose code cannot be loaded says so in its place with a reload button;
 * the page around it stays.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from '../../src/components/lazy-part';
import { createI18n } from '../../src/lib/i18n';
import { TextsProvider } from '../../src/lib/texts';

async function renderPage(part: ReturnType<typeof lazyPart<{ name: string }>>) {
  const i18n = await createI18n('de', {});
  const Part = part;
  render(
    <TextsProvider i18n={i18n}>
      <main>
        <h1>Impressum</h1>
        <Suspense fallback={<p>lädt</p>}>
          <Part name="Newsletter" />
        </Suspense>
      </main>
    </TextsProvider>,
  );
}

describe('lazyPart', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders the loaded component with its props', async () => {
    await renderPage(lazyPart(async () => ({ name }: { name: string }) => <p>Formular {name}</p>));
    expect(await screen.findByText('Formular Newsletter')).toBeInTheDocument();
  });

  it('says in its place that it could not be loaded, offers a reload, and leaves the page standing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    await renderPage(lazyPart<{ name: string }>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Dieser Inhalt konnte nicht geladen werden.');
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Seite neu laden' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
