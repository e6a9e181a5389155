/**
 * mein-status's courses taken elsewhere in the year (GET /api/customer/orders/{year}?manuel=true):
 * list, add, edit and delete (POST/PUT/DELETE /api/order/manuel). Every change is announced and
 * makes the page count the hours again (`onChanged`).
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { createManualCourse, deleteManualCourse, updateManualCourse } from '../../../api/customer-area';
import { Alert } from '../../../components/Alert';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format-date';
import { useSite } from '../../../lib/site-context';
import type { ManualCourse, ManualCourseInput } from '../../../shared/customer-area';
import { formatHours, pageLanguage } from '../format-hours';
import type { Load } from '../use-load';
import { LoadState } from '../LoadState';
import { ManualCourseForm } from './ManualCourseForm';

type Editing = { entry: ManualCourse | null } | null;
type Saving = { phase: 'idle' | 'saving' } | { phase: 'failed'; message: string; fieldErrors?: Record<string, string> };

function period(entry: ManualCourse): string {
  const start = formatDate(entry.startDate);
  const end = formatDate(entry.endDate);
  return start === end ? start : `${start} – ${end}`;
}

export function ManualCourses({
  year,
  entries,
  onChanged,
}: {
  year: number;
  entries: Load<ManualCourse[]>;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation(ACCOUNT_NAMESPACE);
  const { messages } = useSite();
  const language = pageLanguage(i18n.language);
  const [editing, setEditing] = useState<Editing>(null);
  const [saving, setSaving] = useState<Saving>({ phase: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const [deleting, setDeleting] = useState<{ id: number; failed: boolean } | null>(null);
  const scopeName = (id: number) => messages.lawyerScopes.find((scope) => scope.id === id)?.name ?? String(id);

  const save = async (input: ManualCourseInput) => {
    const entry = editing?.entry ?? null;
    setSaving({ phase: 'saving' });
    try {
      if (entry) await updateManualCourse(entry.id, input);
      else await createManualCourse(input);
      setSaving({ phase: 'idle' });
      setEditing(null);
      setAnnouncement(entry ? t('manual.changed', { title: input.title }) : t('manual.added', { title: input.title }));
      onChanged();
    } catch (error) {
      const { body } = await describeFailure(error);
      setSaving({
        phase: 'failed',
        message: body?.field ? t('manual.fieldRefused') : t('manual.saveFailed'),
        ...(body?.field ? { fieldErrors: { [body.field]: body.message } } : {}),
      });
    }
  };

  const remove = async (entry: ManualCourse) => {
    setDeleting({ id: entry.id, failed: false });
    try {
      await deleteManualCourse(entry.id).catch((error: unknown) => {
        if ((error as { response?: { status?: number } }).response?.status !== 404) throw error;
      });
      setDeleting(null);
      setAnnouncement(t('manual.deleted', { title: entry.title }));
      onChanged();
    } catch (error) {
      console.warn('manual entry removal failed', error);
      setDeleting({ id: entry.id, failed: true });
    }
  };

  const form = (entry: ManualCourse | null) => (
    <>
      {saving.phase === 'failed' && (
        <Alert tone="error">
          <p>{saving.message}</p>
        </Alert>
      )}
      <ManualCourseForm
        entry={entry}
        busy={saving.phase === 'saving'}
        serverErrors={saving.phase === 'failed' ? saving.fieldErrors : undefined}
        onSubmit={(input) => void save(input)}
        onCancel={() => {
          setEditing(null);
          setSaving({ phase: 'idle' });
        }}
      />
    </>
  );

  return (
    <section aria-labelledby="status-manual">
      <h2 id="status-manual">{t('manual.heading', { year })}</h2>
      <p>{t('manual.intro')}</p>
      <p role="status" className="dashboard-announcement">
        {announcement}
      </p>
      {entries.status !== 'ready' ? (
        <LoadState load={entries} loading={t('manual.loading')} error={t('manual.error')} />
      ) : (
        <>
          {entries.data.length === 0 ? (
            <p>{t('manual.none', { year })}</p>
          ) : (
            <ul className="dashboard-list" aria-label={t('manual.list', { year })}>
              {entries.data.map((entry) => (
                <li key={entry.id} className="dashboard-card">
                  {editing?.entry?.id === entry.id ? (
                    form(entry)
                  ) : (
                    <>
                      <h3 className="dashboard-card__title">{entry.title}</h3>
                      <dl className="dashboard-facts">
                        <dt>{t('manual.organizer')}</dt>
                        <dd>{entry.organizer}</dd>
                        <dt>{t('manual.dates')}</dt>
                        <dd>{period(entry)}</dd>
                        <dt>{t('manual.hours')}</dt>
                        <dd>{formatHours(entry.hours, language)}</dd>
                        <dt>{t('manual.scope')}</dt>
                        <dd>{scopeName(entry.scopeId)}</dd>
                        <dt>{t('manual.referent')}</dt>
                        <dd>{entry.referent ?? t('manual.noReferent')}</dd>
                        <dt>{t('manual.courseType')}</dt>
                        <dd>
                          {t(`manual.courseTypes.${entry.courseType}`)}
                          {entry.selfStudy &&
                            ` · ${entry.learningCheckPassed ? t('manual.checkPassed') : t('manual.checkMissing')}`}
                        </dd>
                      </dl>
                      <p className="dashboard-actions">
                        <button
                          aria-label={t('common.forItem', { action: t('manual.edit'), name: entry.title })}
                          type="button"
                          className="button button--secondary"
                          onClick={() => {
                            setSaving({ phase: 'idle' });
                            setEditing({ entry });
                          }}
                        >
                          {t('manual.edit')}
                        </button>
                        <button
                          aria-label={t('common.forItem', { action: t('manual.delete'), name: entry.title })}
                          type="button"
                          className="button button--secondary"
                          onClick={() => void remove(entry)}
                          disabled={deleting?.id === entry.id && !deleting.failed}
                        >
                          {t('manual.delete')}
                        </button>
                      </p>
                      {deleting?.id === entry.id && deleting.failed && (
                        <p role="alert" className="dashboard-inline-error">
                          {t('manual.deleteFailed')}
                        </p>
                      )}
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
          {editing && editing.entry === null ? (
            <div className="dashboard-card">
              <h3>{t('manual.addTitle')}</h3>
              {form(null)}
            </div>
          ) : (
            <p className="dashboard-actions">
              <button
                type="button"
                className="button button--primary"
                onClick={() => {
                  setSaving({ phase: 'idle' });
                  setEditing({ entry: null });
                }}
              >
                {t('manual.addButton')}
              </button>
            </p>
          )}
        </>
      )}
    </section>
  );
}
