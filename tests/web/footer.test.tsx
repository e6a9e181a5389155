import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMswServer } from './support/msw';
import { renderApp } from './support/render-app';

useMswServer();

async function footer(options?: Parameters<typeof renderApp>[1]) {
  await renderApp('/404', options);
  await screen.findByText('Die gesuchte Seite existiert leider nicht!');
  return screen.getByRole('contentinfo');
}

describe('footer', () => {
  it('shows the LINK parts in two columns', async () => {
    const element = await footer();
    const nav = within(element).getByRole('navigation', { name: 'Informationen' });
    const [first, second] = within(nav).getAllByRole('list');
    expect(within(first!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Impressum', 'Datenschutz']);
    expect(within(second!).getAllByRole('link').map((link) => link.textContent)).toEqual(['Über uns', 'Häufige Fragen']);
    expect(within(nav).getByRole('link', { name: 'Datenschutz' })).toHaveAttribute('href', '/datenschutz');
    // SOCIAL_MEDIA parts are not part of the link columns.
    expect(within(nav).queryByRole('link', { name: 'LinkedIn' })).not.toBeInTheDocument();
  });

  it('links the withdrawal instructions and model form on every page, whatever the configured links (issue 24 §2)', async () => {
    const element = await footer({ configuration: { footerParts: [] } });
    expect(within(element).getByRole('link', { name: 'Widerrufsbelehrung' })).toHaveAttribute('href', '/widerruf');
  });

  it('links "Vertrag widerrufen" on every page, whatever the configured links (§ 356a BGB, issue 24 §1)', async () => {
    const element = await footer({ configuration: { footerParts: [] } });
    expect(within(element).getByRole('link', { name: 'Vertrag widerrufen' })).toHaveAttribute('href', '/vertrag-widerrufen');
  });

  it('shows the social links with accessible labels', async () => {
    const element = await footer();
    const linkedIn = within(element).getByRole('link', { name: 'Kursmarkt bei LinkedIn' });
    expect(linkedIn).toHaveAttribute('href', 'https://www.linkedin.com/company/kursmarkt');
    expect(linkedIn).toHaveAttribute('rel', 'noopener');
    expect(within(element).getByRole('link', { name: 'Kursmarkt bei Instagram' })).toBeInTheDocument();
  });

  it('shows the newsletter block only with the NEWSLETTER feature', async () => {
    const withFeature = await footer();
    expect(within(withFeature).getByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
    expect(await within(withFeature).findByRole('textbox', { name: /E-Mail-Adresse/ })).toHaveAttribute('type', 'email');
  });

  it('has no newsletter block without the feature', async () => {
    const element = await footer({ configuration: { features: ['SEARCH_BOX'] } });
    expect(within(element).queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
  });

  it('shows the newsletter block once on a start page whose modules already hold it', async () => {
    await renderApp('/', { configuration: { modules: [{ name: 'NEWSLETTER', position: 1, config: {} }] } });
    expect(await screen.findAllByRole('region', { name: 'Newsletter' })).toHaveLength(1);
    expect(within(screen.getByRole('contentinfo')).queryByRole('region', { name: 'Newsletter' })).not.toBeInTheDocument();
  });

  it('keeps the footer newsletter on a start page without the module', async () => {
    await renderApp('/', { configuration: { modules: [{ name: 'WELCOME', position: 1, config: {} }] } });
    expect(await within(screen.getByRole('contentinfo')).findByRole('region', { name: 'Newsletter' })).toBeInTheDocument();
  });

  it.each(['light', 'dark'] as const)('styles the newsletter box %s as configured', async (style) => {
    const element = await footer({ configuration: { featureConfiguration: { NEWSLETTER: { style } } } });
    expect(within(element).getByRole('region', { name: 'Newsletter' })).toHaveClass(`newsletter--${style}`);
  });
});
