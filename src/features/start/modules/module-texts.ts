/**
 * What a start module reads from its configuration: server texts (GET /api/messages `texts`, merged
 * into i18n at start-up) under the module's prefix, numbered items, and typed `config` values.
 *
 * - Texts: `${prefix}.title`, `${prefix}.text`, … The prefix is the module's own (e.g. 'benefits')
 *   unless `config.texts` names another one, so two sites can give one module different content.
 * - Items: `${prefix}.1`, `${prefix}.2`, … (or `${prefix}.1.title` … with a probe), up to the first
 *   gap. An item whose `config['item{n}Feature']` names a feature the site does not have is left out.
 */
import { useTranslation } from '../../../lib/texts';
import { NAMESPACE } from '../../../lib/texts';
import { useSite } from '../../../lib/site-context';
import type { Feature, StartModule } from '../../../shared/types';

/** Numbered items a module shows at most. */
export const MAX_ITEMS = 12;

const PREFIX = /^[A-Za-z][A-Za-z0-9]*$/;

export interface ModuleTexts {
  /** The server text `${prefix}.${key}`, or '' when there is none. */
  text(key: string, values?: Record<string, string | number>): string;
  /** The server title, else the static `start.${staticKey}.title`. */
  title(staticKey: string, values?: Record<string, string | number>): string;
  /** The numbers of the items present (`${prefix}.{n}` or `${prefix}.{n}.{probe}`) whose feature is on. */
  items(probe?: string): number[];
}

export function configString(config: StartModule['config'], key: string): string | undefined {
  const value = config[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A positive whole number from the configuration (numbers or digit strings), else undefined. */
export function configPositiveInt(config: StartModule['config'], key: string): number | undefined {
  const value = config[key];
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

export function useModuleTexts(config: StartModule['config'], defaultPrefix: string): ModuleTexts {
  const { t, i18n } = useTranslation();
  const { configuration } = useSite();
  const configured = configString(config, 'texts');
  const prefix = configured && PREFIX.test(configured) ? configured : defaultPrefix;
  const text = (key: string, values?: Record<string, string | number>) => {
    const full = `${prefix}.${key}`;
    // Only a text of the page's language (the server sends that one), never a branch of the tree.
    if (typeof i18n.getResource(i18n.language, NAMESPACE, full) !== 'string') return '';
    return t(full, values ?? {}).trim();
  };
  return {
    text,
    title: (staticKey, values) => text('title', values) || t(`start.${staticKey}.title`, values ?? {}),
    items: (probe) => {
      const found: number[] = [];
      for (let n = 1; n <= MAX_ITEMS; n++) {
        if (!text(probe ? `${n}.${probe}` : String(n))) break;
        const feature = configString(config, `item${n}Feature`) as Feature | undefined;
        if (feature && !configuration.features.includes(feature)) continue;
        found.push(n);
      }
      return found;
    },
  };
}
