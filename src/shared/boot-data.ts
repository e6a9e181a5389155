/**
 * What the server puts into the page it serves (src/server/plugins/spa-document.ts) so start-up
 * (src/app/boot.ts) needs no round trip: the configuration and messages of one language, for one
 * affiliate (null: none).
 */
import type { Language } from './constants';
import type { Messages, SiteConfiguration } from './types';

export const BOOT_DATA_ELEMENT_ID = 'boot-data';

export interface BootData {
  language: Language;
  aid: string | null;
  configuration: SiteConfiguration;
  messages: Messages;
}
