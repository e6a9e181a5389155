/**
 * teilnehmer-feedback?courseId&scheduleId[&moduleId] (spec §2; issue 12 §4): the course evaluation
 * form for a date the signed-in customer booked, reached from the order's evaluation step and from
 * the customer's courses. Closed until the date is over (says from when); saving again replaces.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams, type RouteObject } from 'react-router-dom';
import { getEvaluationForm, putCourseEvaluation } from '../../api/evaluations';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { SignInGate } from '../../components/SignInGate';
import { describeFailure } from '../../lib/api-error';
import { CERTIFICATES_NAMESPACE } from '../../lib/certificate-texts';
import { formatDate } from '../../lib/format-date';
import { useLoad } from '../../lib/use-load';
import type { EvaluationAnswer, EvaluationForm } from '../../shared/evaluations';
import { FailedWithRetry, WithCertificateTexts } from '../../components/CertificatePageStates';
import { EvaluationFormView } from './EvaluationFormView';

const idOf = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

function Evaluation({ courseId, scheduleId, moduleId }: { courseId: number; scheduleId: number; moduleId: number | null }) {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const { load, retry, set } = useLoad<EvaluationForm>(`evaluation:${courseId}:${scheduleId}:${moduleId ?? 0}`, (signal) =>
    getEvaluationForm(courseId, scheduleId, moduleId, signal));
  const [saved, setSaved] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  if (load.state === 'loading' || load.state === 'idle') return <LoadingIndicator />;
  if (load.state === 'failed') {
    if (load.failure.status === 404) return <Alert tone="error"><p>{t('common.notFound')}</p></Alert>;
    return <FailedWithRetry message={t('common.failed')} onRetry={retry} />;
  }
  const form = load.data;
  const dates = form.startDate === form.endDate ? formatDate(form.startDate) : `${formatDate(form.startDate)} – ${formatDate(form.endDate)}`;

  const submit = async (answers: EvaluationAnswer[]) => {
    setProblem(null);
    setSaved(false);
    try {
      const evaluation = await putCourseEvaluation(courseId, scheduleId, { answers }, moduleId);
      set({ ...form, answers: evaluation.answers, savedAt: evaluation.updatedAt });
      setSaved(true);
    } catch (error) {
      const failure = await describeFailure(error);
      setProblem(failure.status === 422 && failure.body ? failure.body.message : t('evaluation.submitFailed'));
    }
  };

  return (
    <>
      <p>
        {t('evaluation.intro', { course: form.courseName, dates, organizer: form.organizer })}
        {form.moduleId !== null && <> {t('evaluation.module', { module: form.moduleId })}</>}
      </p>
      {!form.open ? (
        <Alert tone="info"><p>{t('evaluation.notOpen', { date: formatDate(form.opensOn) })}</p></Alert>
      ) : (
        <>
          {saved ? (
            <Alert tone="success"><p>{t('evaluation.saved')}</p></Alert>
          ) : (
            form.savedAt && <Alert tone="info"><p>{t('evaluation.savedBefore', { date: formatDate(form.savedAt.slice(0, 10)) })}</p></Alert>
          )}
          {problem && <Alert tone="error"><p>{problem}</p></Alert>}
          <EvaluationFormView
            questions={form.questions}
            saved={form.answers}
            submitLabel={form.savedAt ? t('evaluation.update') : t('evaluation.submit')}
            onSubmit={submit}
          />
        </>
      )}
    </>
  );
}

function Content() {
  const { t } = useTranslation(CERTIFICATES_NAMESPACE);
  const [params] = useSearchParams();
  usePageMeta(t('evaluation.title'), null);
  const courseId = idOf(params.get('courseId'));
  const scheduleId = idOf(params.get('scheduleId'));
  const moduleId = idOf(params.get('moduleId'));
  return (
    <>
      <h1>{t('evaluation.title')}</h1>
      {courseId === null || scheduleId === null ? (
        <Alert tone="error"><p>{t('evaluation.missingParameters')}</p></Alert>
      ) : (
        <SignInGate loginRequired={t('common.loginRequired')}>
          <Evaluation courseId={courseId} scheduleId={scheduleId} moduleId={moduleId} />
        </SignInGate>
      )}
    </>
  );
}

export function EvaluationPage() {
  return (
    <article className="page certificates-page">
      <WithCertificateTexts>{() => <Content />}</WithCertificateTexts>
    </article>
  );
}

export const evaluationRoute: Pick<RouteObject, 'Component'> = { Component: EvaluationPage };
