/**
 * Banners (table `banner`): one general start-page banner per language, and search banners limited
 * to a scope or a search type. `scopeSlugs` are resolved to scope ids by the generator.
 */
import type { Language } from '../../../shared/constants.ts';
import type { SearchType } from '../../../shared/types.ts';

export interface BannerSeed {
  placement: string;
  language: Language;
  text: string;
  scopeSlugs: string[];
  types: SearchType[];
}

export const BANNERS: readonly BannerSeed[] = [
  { placement: 'start', language: 'de', scopeSlugs: [], types: [], text: 'Jetzt die Fortbildungsstunden fürs nächste Jahr planen: Frühbucher sparen mit dem Code FRUEHBUCHER50 50 € auf ihre Buchung.' },
  { placement: 'start', language: 'en', scopeSlugs: [], types: [], text: 'Plan next year’s training hours now: early birds save €50 on their booking with the code FRUEHBUCHER50.' },
  { placement: 'search', language: 'de', scopeSlugs: ['arbeitsrecht'], types: ['EDUCATION'], text: 'Arbeitsrecht-Wochen: 15 % Rabatt auf alle Kurse im Arbeitsrecht mit dem Code ARBEITSRECHT15.' },
  { placement: 'search', language: 'en', scopeSlugs: ['arbeitsrecht'], types: ['EDUCATION'], text: 'Employment law weeks: 15% off all employment law courses with the code ARBEITSRECHT15.' },
  { placement: 'search', language: 'de', scopeSlugs: [], types: ['RENO'], text: 'Neu für Kanzleiteams: kompakte Live-Webinare zum beA und zur Fristenkontrolle.' },
  { placement: 'search', language: 'en', scopeSlugs: [], types: ['RENO'], text: 'New for law-office teams: short live webinars on the beA and deadline control.' },
];
