/**
 * bescheinigung without an id (issue 12 §3): a participation certificate by course number, order number and the
 * order's e-mail address — for guests and for whoever is not signed in. The server answers only when
 * all three match, with one "not found" for every mismatch.
 */
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { object, string } from 'yup';
import { getCertificationCertificate, lookUpCertification } from '../../api/certificates';
import { Alert } from '../../components/Alert';
import { WithCertificateTexts } from '../../components/CertificatePageStates';
import { FormField } from '../../components/FormField';
import { usePageMeta } from '../../components/page-meta';
import { SubmitButton } from '../../components/SubmitButton';
import { describeFailure } from '../../lib/api-error';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import { formatDate } from '../../lib/format-date';
import type { CertificationLookup } from '../../shared/certificates';
import { DownloadButton } from '../../components/certificates/DownloadButton';

interface Values {
  courseId: string;
  orderNumber: string;
  email: string;
}

function Lookup() {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  usePageMeta(t('lookup.title'), null);
  const [found, setFound] = useState<{ values: Values; lookup: CertificationLookup } | null>(null);
  const [problem, setProblem] = useState<'notFound' | 'failed' | null>(null);
  const schema = object({
    courseId: string().trim().required(t('lookup.courseIdInvalid')).matches(/^\d{1,10}$/, t('lookup.courseIdInvalid')),
    orderNumber: string().trim().required(t('lookup.orderNumberInvalid')).matches(/^KM-\d{4}-\d{1,12}$/i, t('lookup.orderNumberInvalid')),
    email: string().trim().required(t('lookup.emailInvalid')).email(t('lookup.emailInvalid')),
  });
  const submit = async (raw: Values) => {
    const values = { courseId: raw.courseId.trim(), orderNumber: raw.orderNumber.trim().toUpperCase(), email: raw.email.trim() };
    setProblem(null);
    setFound(null);
    try {
      setFound({ values, lookup: await lookUpCertification(Number(values.courseId), values.orderNumber, values.email) });
    } catch (error) {
      setProblem((await describeFailure(error)).status === 404 ? 'notFound' : 'failed');
    }
  };
  return (
    <>
      <h1>{t('lookup.title')}</h1>
      <p>{t('lookup.intro')}</p>
      <Formik<Values> initialValues={{ courseId: '', orderNumber: '', email: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate className="check-form">
            <FormField name="courseId" label={t('lookup.courseId')} required />
            <FormField name="orderNumber" label={t('lookup.orderNumber')} required />
            <FormField name="email" type="email" label={t('lookup.email')} autoComplete="email" required />
            <SubmitButton busy={isSubmitting}>{t('lookup.submit')}</SubmitButton>
          </Form>
        )}
      </Formik>
      <div aria-live="polite">
        {problem && <Alert tone="error"><p>{t(`lookup.${problem}`)}</p></Alert>}
        {found && (
          <section className="check-result">
            <p>{t('lookup.found', { participant: found.lookup.participant, course: found.lookup.courseName })}</p>
            {found.lookup.available ? (
              <DownloadButton
                fetchPdf={() => getCertificationCertificate(Number(found.values.courseId), found.values.orderNumber, found.values.email)}
                fileName={`Teilnahmebescheinigung-${found.values.orderNumber}.pdf`}
                label={t('common.download')}
              />
            ) : (
              <Alert tone="info">
                <p>{found.lookup.learningCheckRequired ? t('lookup.checkRequired') : t('lookup.notYet', { date: formatDate(found.lookup.availableFrom ?? found.lookup.endDate) })}</p>
              </Alert>
            )}
          </section>
        )}
      </div>
    </>
  );
}

export function CertificationLookupPage() {
  return (
    <article className="page certificates-page">
      <WithCertificateTexts>{() => <Lookup />}</WithCertificateTexts>
    </article>
  );
}
