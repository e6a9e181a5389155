/**
 * The waiting list of a fully booked date. The form is opened by a button, so a page with several
 * full dates stays short; the form itself (./WaitingListPanel.tsx, with Formik and Yup) is loaded
 * when it is opened. Sending the same address twice is harmless: the server keeps it once.
 */
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import { Alert } from '../../components/Alert';
import { lazyPart } from '../../components/lazy-part';
import type { WaitingListOutcome } from './waiting-list-outcome';

const WaitingListPanel = lazyPart(() => import('./WaitingListPanel').then((module) => module.default));

export interface WaitingListFormProps {
  courseId: number;
  scheduleId: number;
  /** The date's start, dd.MM.yyyy, for the heading. */
  dateLabel: string;
}

export function WaitingListForm({ courseId, scheduleId, dateLabel }: WaitingListFormProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<WaitingListOutcome | null>(null);
  const panelId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) resultRef.current?.focus();
  }, [outcome]);

  if (outcome) {
    return (
      <div ref={resultRef} tabIndex={-1} className="waiting-list__result">
        {outcome.kind === 'joined' ? (
          <Alert tone="success">
            {t(outcome.created ? 'course.waitingList.success' : 'course.waitingList.already', {
              position: outcome.position,
            })}
          </Alert>
        ) : (
          <Alert tone="info">{t(`course.waitingList.${outcome.reason}`)}</Alert>
        )}
      </div>
    );
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--secondary waiting-list__open"
        aria-expanded="false"
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        {t('course.waitingList.open')}
      </button>
    );
  }

  return (
    <Suspense fallback={null}>
      <WaitingListPanel
        courseId={courseId}
        scheduleId={scheduleId}
        dateLabel={dateLabel}
        panelId={panelId}
        onOutcome={setOutcome}
        onCancel={() => setOpen(false)}
      />
    </Suspense>
  );
}
