/**
 * Per ordered course position on the customer's "meine-kurse" page: the participation certificate
 * (and per module), when it comes, the learning-success check of a self-study course, the attendance
 * confirmation to pass on, and the evaluation form. Reads only `position.certificates`, which the
 * server computes (services/certificates/position.ts certificatesOf). Loads its texts itself; while
 * they load it shows nothing (the page around it has its own content), and a failed load leaves the
 * links out rather than blocking the page.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { getCertificatePdf } from '../../api/certificates';
import { CERTIFICATES_NAMESPACE, useCertificateTexts } from '../../lib/certificate-texts';
import { formatDate } from '../../lib/format-date';
import type { CustomerOrderPosition } from '../../shared/customer-area';
import { attendancePagePath, evaluationPagePath, learningCheckPagePath } from '../../shared/page-paths';
import { DownloadButton } from './DownloadButton';
import '../certificate-pages.css';

function Links({ position }: { position: CustomerOrderPosition }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const { certificates } = position;
  const check = certificates.learningCheck;
  const link = 'button button--secondary';
  return (
    <ul className="position-certificates" aria-label={position.name}>
      {certificates.certificateUrl ? (
        <li>
          <DownloadButton
            fetchPdf={() => getCertificatePdf(certificates.certificateUrl!)}
            fileName={`Teilnahmebescheinigung-${position.positionId}.pdf`}
            label={t('links.certificate')}
            className={link}
          />
        </li>
      ) : (
        certificates.availableFrom && (
          <li>{t('links.availableFrom', { date: formatDate(certificates.availableFrom) })}</li>
        )
      )}
      {certificates.modules
        .filter((module) => module.url !== null)
        .map((module) => (
          <li key={module.moduleId}>
            <DownloadButton
              fetchPdf={() => getCertificatePdf(module.url!)}
              fileName={`Teilnahmebescheinigung-${position.positionId}-Modul-${module.moduleId}.pdf`}
              label={t('links.module', { module: module.moduleId, date: formatDate(module.date) })}
              className={link}
            />
          </li>
        ))}
      {check?.state === 'OPEN' && (
        <li>
          <Link to={learningCheckPagePath(position.positionId)} className="button button--primary">
            {t('links.check')}
          </Link>{' '}
          <span>({t('links.checkAttempts', { count: check.attemptsLeft })})</span>
        </li>
      )}
      {check?.state === 'PASSED' && <li>{t('links.checkPassed')}</li>}
      {check?.state === 'FAILED' && <li>{t('links.checkFailed')}</li>}
      {certificates.attendanceUrlId && (
        <li>
          <Link to={attendancePagePath(certificates.attendanceUrlId)}>{t('links.attendance')}</Link>
        </li>
      )}
      {certificates.evaluationOpen && position.courseId !== null && position.scheduleId !== null && (
        <li>
          <Link to={evaluationPagePath(position.courseId, position.scheduleId)}>
            {certificates.evaluated ? t('links.evaluated') : t('links.evaluate')}
          </Link>
        </li>
      )}
    </ul>
  );
}

export function PositionCertificateLinks({ position }: { position: CustomerOrderPosition }) {
  const texts = useCertificateTexts();
  if (position.kind !== 'COURSE' || texts.status !== 'ready') return null;
  return <Links position={position} />;
}
