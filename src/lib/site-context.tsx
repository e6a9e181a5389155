/**
 * The site data loaded at start-up (configuration, messages, language), available to every view.
 * It does not change while the page lives: a language switch reloads the page.
 */
import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '../shared/constants';
import type { Feature, Messages, SiteConfiguration } from '../shared/types';

export interface Site {
  configuration: SiteConfiguration;
  messages: Messages;
  language: Language;
}

const SiteContext = createContext<Site | null>(null);

export function SiteProvider({ site, children }: { site: Site; children: ReactNode }) {
  return <SiteContext.Provider value={site}>{children}</SiteContext.Provider>;
}

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() needs a <SiteProvider> above it');
  return site;
}

export function hasFeature(configuration: SiteConfiguration, feature: Feature): boolean {
  return configuration.features.includes(feature);
}

export type BoxStyle = 'light' | 'dark';

/** The newsletter box style: featureConfiguration.NEWSLETTER.style, light unless set to dark. */
export function newsletterStyle(configuration: SiteConfiguration, override?: unknown): BoxStyle {
  const style = override ?? configuration.featureConfiguration.NEWSLETTER?.style;
  return style === 'dark' ? 'dark' : 'light';
}
