/**
 * Says that the prices shown are gross, VAT included (German price law, PAngV § 3). The catalogue
 * holds gross prices and no VAT exemption per organizer yet; when it does, the exemption text goes here.
 */
import { useTranslation } from '../lib/texts';

export function VatNote({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return <p className={`vat-note ${className}`.trim()}>{t('prices.vatIncluded')}</p>;
}
