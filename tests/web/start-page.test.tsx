import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

useMswServer();

describe('start page', () => {
  it('shows the WELCOME module with the server texts', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' })).toBeInTheDocument();
    expect(screen.getByText('Finden Sie Ihre nächste Fortbildung.')).toBeInTheDocument();
  });

  it('shows the advert banner only when the advert text is non-blank', async () => {
    const { unmount } = await renderApp('/', { configuration: { advertText: '20 % Rabatt auf alle Online-Seminare' } });
    expect(await screen.findByText('20 % Rabatt auf alle Online-Seminare')).toBeInTheDocument();
    expect(screen.getByRole('complementary')).toHaveTextContent('20 % Rabatt auf alle Online-Seminare');
    unmount();

    await renderApp('/', { configuration: { advertText: '   ' } });
    await screen.findByRole('heading', { level: 1, name: 'Willkommen bei Kursmarkt' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('renders only configured modules', async () => {
    await renderApp('/', { configuration: { modules: [{ name: 'NEWSLETTER', position: 1, config: {} }] } });
    expect(await screen.findAllByRole('heading', { name: 'Newsletter' })).toHaveLength(2);
    expect(screen.queryByRole('heading', { name: 'Willkommen bei Kursmarkt' })).not.toBeInTheDocument();
    // Without WELCOME the page still has a first-level heading.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kursmarkt – Fortbildungen für Rechtsberufe');
  });

  it('shows the NEWSLETTER module in main content when configured, in its configured style', async () => {
    await renderApp('/', {
      configuration: { modules: [{ name: 'NEWSLETTER', position: 1, config: { style: 'dark' } }] },
    });
    const main = screen.getByRole('main');
    const box = await screen.findAllByRole('region', { name: 'Newsletter' });
    const inMain = box.find((element) => main.contains(element));
    expect(inMain).toHaveClass('newsletter--dark');
  });
});
