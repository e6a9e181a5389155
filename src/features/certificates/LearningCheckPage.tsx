/**
 * lernerfolgskontrolle/{positionId} (route param `id`; spec §2; issue 12 §3): the learning-success check of an own
 * self-study course. Questions → submit → the server's result: passed → certificate download;
 * failed → another try while attempts are left. Signed-in customers only (a guest goes to the
 * sign-in and comes back); a position that is not the customer's says so on the page.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, type RouteObject } from 'react-router-dom';
import { getCertificatePdf, getLearningCheck, submitLearningCheck } from '../../api/certificates';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { SignInGate } from '../../components/SignInGate';
import { describeFailure } from '../../lib/api-error';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import { useLoad } from '../../lib/use-load';
import type { LearningCheck, LearningCheckResult, LearningCheckSubmission } from '../../shared/certificates';
import { DownloadButton } from '../../components/certificates/DownloadButton';
import { LearningCheckForm } from './LearningCheckForm';
import { FailedWithRetry, WithCertificateTexts } from '../../components/CertificatePageStates';

const MY_COURSES = '/customer-dashboard/meine-kurse';

function Certificate({ url, positionId }: { url: string; positionId: number }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  return <DownloadButton fetchPdf={() => getCertificatePdf(url)} fileName={`Teilnahmebescheinigung-${positionId}.pdf`} label={t('common.download')} />;
}

function Check({ positionId }: { positionId: number }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const { load, retry, set } = useLoad<LearningCheck>(`check:${positionId}`, (signal) => getLearningCheck(positionId, signal));
  const [result, setResult] = useState<LearningCheckResult | null>(null);
  const [submitFailed, setSubmitFailed] = useState(false);
  const [round, setRound] = useState(0);

  if (load.state === 'loading' || load.state === 'idle') return <LoadingIndicator />;
  if (load.state === 'failed') {
    if (load.failure.status === 404) return <Alert tone="error"><p>{t('common.notFound')}</p></Alert>;
    if (load.failure.status === 409) return <Alert tone="info"><p>{t('check.notAvailable')}</p></Alert>;
    return <FailedWithRetry message={t('common.failed')} onRetry={retry} />;
  }
  const check = load.data;

  const submit = async (submission: LearningCheckSubmission) => {
    setSubmitFailed(false);
    try {
      const answer = await submitLearningCheck(positionId, submission);
      setResult(answer);
      set({
        ...check, attemptsUsed: check.attemptsUsed + 1, attemptsLeft: answer.attemptsLeft, lastAttempt: answer,
        passedAt: answer.passed ? answer.at : null, certificateUrl: answer.certificateUrl,
      });
    } catch (error) {
      const failure = await describeFailure(error);
      // 409: passed or closed meanwhile (another tab): show the current state.
      if (failure.status === 409) retry();
      else setSubmitFailed(true);
    }
  };

  if (check.passedAt !== null) {
    return (
      <section aria-live="polite" className="check-result check-result--passed">
        <Alert tone="success">
          <p>{result ? t('check.passed', { ...result }) : t('check.passedBefore')}</p>
        </Alert>
        {check.certificateUrl && <Certificate url={check.certificateUrl} positionId={positionId} />}
        <p><Link to={MY_COURSES}>{t('common.toCourses')}</Link></p>
      </section>
    );
  }
  if (result && !result.passed) {
    return (
      <section aria-live="polite" className="check-result">
        <Alert tone="error">
          <p>{t('check.failed', { ...result, passMark: check.passMarkPercent })}</p>
          <p>{result.attemptsLeft > 0 ? t('check.attemptsLeft', { count: result.attemptsLeft }) : t('check.noAttemptsLeft')}</p>
        </Alert>
        {result.attemptsLeft > 0 && (
          <button type="button" className="button button--primary" onClick={() => { setResult(null); setRound((n) => n + 1); }}>
            {t('check.retry')}
          </button>
        )}
      </section>
    );
  }
  if (check.attemptsLeft === 0) return <Alert tone="error"><p>{t('check.noAttemptsLeft')}</p></Alert>;
  return (
    <>
      <p>{t('check.intro', { course: check.courseName, passMark: check.passMarkPercent, attemptsLeft: check.attemptsLeft, maxAttempts: check.maxAttempts })}</p>
      {submitFailed && <Alert tone="error"><p>{t('check.submitFailed')}</p></Alert>}
      <LearningCheckForm key={round} questions={check.questions} onSubmit={submit} />
    </>
  );
}

function Content({ positionId }: { positionId: number | null }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  usePageMeta(t('check.title'), null);
  return (
    <>
      <h1>{t('check.title')}</h1>
      <SignInGate loginRequired={t('common.loginRequired')}>
        {positionId === null ? <Alert tone="error"><p>{t('common.notFound')}</p></Alert> : <Check positionId={positionId} />}
      </SignInGate>
    </>
  );
}

export function LearningCheckPage() {
  const { id: param } = useParams();
  const id = param && /^\d{1,10}$/.test(param) ? Number(param) : null;
  return (
    <article className="page certificates-page">
      <WithCertificateTexts>{() => <Content positionId={id} />}</WithCertificateTexts>
    </article>
  );
}

export const learningCheckRoute: Pick<RouteObject, 'Component'> = { Component: LearningCheckPage };
