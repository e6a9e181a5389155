/**
 * bescheinigung/{urlId} (issue 12 §3; without an id: the lookup, CertificationLookupPage): the attendance confirmation a customer passes on (to
 * a bar chamber, an employer): whoever has the link sees participant, topic, date, place, referents,
 * hours and organizer, and can download the PDF. No sign-in: the unguessable id is the key.
 */
import { useTranslation } from 'react-i18next';
import { useParams, type RouteObject } from 'react-router-dom';
import { getAttendance, getCertificatePdf } from '../../api/certificates';
import { Alert } from '../../components/Alert';
import { FailedWithRetry, WithCertificateTexts } from '../../components/CertificatePageStates';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/format-date';
import { useLoad } from '../../lib/use-load';
import { ATTENDANCE_URL_ID_PATTERN, type AttendanceConfirmation } from '../../shared/certificates';
import { CertificationLookupPage } from './CertificationLookupPage';
import { DownloadButton } from '../../components/certificates/DownloadButton';

const VALID_ID = new RegExp(ATTENDANCE_URL_ID_PATTERN);

function Confirmation({ urlId }: { urlId: string }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const { load, retry } = useLoad<AttendanceConfirmation>(VALID_ID.test(urlId) ? urlId : null, (signal) => getAttendance(urlId, signal));
  if (load.state === 'idle' || (load.state === 'failed' && load.failure.status === 404)) {
    return <Alert tone="error"><p>{t('attendance.notFound')}</p></Alert>;
  }
  if (load.state === 'loading') return <LoadingIndicator />;
  if (load.state === 'failed') return <FailedWithRetry message={t('common.failed')} onRetry={retry} />;
  const confirmation = load.data;
  const place = confirmation.courseType === 'ONLINE' ? t('attendance.online') : confirmation.courseType === 'SELF' ? t('attendance.selfStudy') : confirmation.place;
  const dates = confirmation.startDate === confirmation.endDate
    ? formatDate(confirmation.startDate) : `${formatDate(confirmation.startDate)} – ${formatDate(confirmation.endDate)}`;
  const hours = confirmation.hours === null ? '–' : t('attendance.hoursValue', { hours: formatNumber(confirmation.hours) });
  return (
    <>
      <dl className="certificate-facts">
        <dt>{t('attendance.participant')}</dt><dd>{confirmation.participant}</dd>
        <dt>{t('attendance.course')}</dt><dd>{confirmation.courseName}</dd>
        <dt>{t('attendance.date')}</dt><dd>{dates}</dd>
        <dt>{t('attendance.place')}</dt><dd>{place ?? '–'}</dd>
        <dt>{t('attendance.referents')}</dt><dd>{confirmation.referents.join(', ') || '–'}</dd>
        <dt>{t('attendance.hours')}</dt><dd>{hours}</dd>
        <dt>{t('attendance.organizer')}</dt><dd>{confirmation.organizer}</dd>
      </dl>
      <p>
        <DownloadButton fetchPdf={() => getCertificatePdf(confirmation.certificateUrl)} fileName={`Teilnahmebestaetigung-${urlId.slice(0, 8)}.pdf`} label={t('attendance.download')} />
      </p>
    </>
  );
}

function Content({ urlId }: { urlId: string }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  usePageMeta(t('attendance.title'), null);
  return (
    <>
      <h1>{t('attendance.title')}</h1>
      <Confirmation urlId={urlId} />
    </>
  );
}

export function AttendancePage() {
  const { id: urlId = '' } = useParams();
  return (
    <article className="page certificates-page">
      <WithCertificateTexts>{() => <Content urlId={urlId.toLowerCase()} />}</WithCertificateTexts>
    </article>
  );
}

/** bescheinigung/{urlId}: the confirmation; bescheinigung: the lookup. */
function AttendanceOrLookupPage() {
  const { id } = useParams();
  return id ? <AttendancePage /> : <CertificationLookupPage />;
}

export const attendanceOrLookupRoute: Pick<RouteObject, 'Component'> = { Component: AttendanceOrLookupPage };
