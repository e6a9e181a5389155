/**
 * What a customer can open for one bought course, in one place: its documents (programme, dates;
 * public course documents, so plain links), and its certificates, learning-success check,
 * attendance confirmation and evaluation (PositionCertificateLinks, issue 12 §3–§4).
 */
import { useTranslation } from '../../../lib/texts';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import type { CustomerOrderPosition } from '../../../shared/customer-area';
import { PositionCertificateLinks } from '../../../components/certificates/PositionCertificateLinks';

export function PositionActions({ position }: { position: CustomerOrderPosition }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  return (
    <>
      {position.documents.length > 0 && (
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
      )}
      <PositionCertificateLinks position={position} />
    </>
  );
}
