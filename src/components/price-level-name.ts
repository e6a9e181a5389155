/**
 * Price-level names come from the catalogue in German. The catalogue's standard levels ('Regulär',
 * 'Frühbucher', …) have server texts 'priceLevel.{slug}' in other languages (seed data/messages.ts);
 * a level an organizer named otherwise shows as named.
 */
import { useTranslation } from '../lib/texts';
import { slugWithId } from '../shared/page-paths';

/** 'Kanzleipaket (ab 3 Personen)' → 'priceLevel.kanzleipaket-ab-3-personen' (the address slug rules). */
export function priceLevelKey(name: string): string {
  return `priceLevel.${slugWithId(name, 0).replace(/-?0$/, '')}`;
}

export function usePriceLevelName(): (name: string) => string {
  const { t, i18n } = useTranslation();
  return (name) => {
    const key = priceLevelKey(name);
    return i18n.exists(key) ? t(key) : name;
  };
}
