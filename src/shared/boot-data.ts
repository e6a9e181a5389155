/**
 * What the server puts into the page it serves (src/server/plugins/spa-document.ts) so start-up
 * (src/app/boot.ts) needs no round trip: the configuration and messages of one language, for one
 * affiliate (null: none), and the static UI texts of that language and of German, the fallback
 * (src/locales/<language>/translation.json), so the start page's JavaScript does not carry them.
 */
import type { Language } from './constants';
import type { Messages, SiteConfiguration } from './types';

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export interface BootData {
  language: Language;
  aid: string | null;
  configuration: SiteConfiguration;
  messages: Messages;
  /** The namespace 'translation' of the language and of German (src/lib/i18n.ts). */
  staticTexts: Partial<Record<Language, Record<string, unknown>>>;
}
