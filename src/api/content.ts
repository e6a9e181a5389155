/** Configuration and content calls (spec §7): configuration, messages, content pages, FAQ, banner. */
import { http } from '../lib/http';
import type { Language } from '../shared/constants';
import type { ContentPageId } from '../shared/content-pages';
import type { Banner, ContentPage, FaqEntry, Messages, SearchType, SiteConfiguration } from '../shared/types';

/** The site configuration, its texts (menu, footer links, portal tabs, advert) in `language`. */
export function getConfiguration(aid: string | null | undefined, language: Language): Promise<SiteConfiguration> {
  const searchParams: Record<string, string> = { language };
  if (aid) searchParams.aid = aid;
  return http.get('configuration', { searchParams }).json<SiteConfiguration>();
}

export function getMessages(language: Language): Promise<Messages> {
  return http.get('messages', { searchParams: { language } }).json<Messages>();
}

export function getContentPage(id: ContentPageId, language: Language): Promise<ContentPage> {
  return http.get(`messages/content/${encodeURIComponent(id)}`, { searchParams: { language } }).json<ContentPage>();
}

export function getDataProtection(language: Language): Promise<ContentPage> {
  return http.get('messages/dataprotection', { searchParams: { language } }).json<ContentPage>();
}

export function getTerms(language: Language): Promise<ContentPage> {
  return http.get('messages/terms', { searchParams: { language } }).json<ContentPage>();
}

export function getFaq(language: Language): Promise<FaqEntry[]> {
  return http.get('faq', { searchParams: { language } }).json<FaqEntry[]>();
}

export interface BannerQuery {
  scopes?: readonly number[];
  types?: readonly SearchType[];
  language?: Language;
}

export function getBanner(placement: string, { scopes = [], types = [], language }: BannerQuery = {}): Promise<Banner> {
  const searchParams = new URLSearchParams();
  if (scopes.length) searchParams.set('scopes', scopes.join(','));
  if (types.length) searchParams.set('types', types.join(','));
  if (language) searchParams.set('language', language);
  return http.get(`banner/${encodeURIComponent(placement)}`, { searchParams }).json<Banner>();
}
