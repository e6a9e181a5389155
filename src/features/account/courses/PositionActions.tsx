/**
 * What a customer can open for one bought course: its documents today (programme, dates; public
 * course documents, so plain links). The per-position certificate and evaluation links of issue 12
 * §3/§4 are added HERE (one place for every action of a position), not in PositionItem.
 */
import { useTranslation } from '../../../lib/texts';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import type { CustomerOrderPosition } from '../../../shared/customer-area';

export function PositionActions({ position }: { position: CustomerOrderPosition }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  if (position.documents.length === 0) return null;
  return (
    <div className="position-actions">
      <h5 className="position-actions__heading">{t('courses.documents')}</h5>
      <ul className="position-actions__list">
        {position.documents.map((document) => (
          <li key={document.id}>
            <a href={document.url} target="_blank" rel="noopener">
              {document.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
