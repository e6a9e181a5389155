/**
 * "Teilnehmerliste" for organizer staff (issue 25 §4): /veranstalter/teilnehmerliste lists the
 * organizer's booked dates (past and upcoming, with counts); /veranstalter/teilnehmerliste/:scheduleId
 * one date's participants, where staff mark present/absent (online: continuous attendance) once the
 * date has started, and download the list as CSV. A table on wide screens, cards at 360 px
 * (organizer.css). Every load ends in content or an error with a retry; an account without the role
 * reads why (403), another organizer's date that it does not exist (404).
 * Local state, not a machine in machines/: one list, its marks and one save (as the dashboard pages).
 */
import { useState, type ReactNode } from 'react';
import { HTTPError } from 'ky';
import { Link, useParams } from 'react-router-dom';
import { getAttendanceCsv, getAttendanceList, getOrganizerSchedules, putAttendance } from '../../../api/organizer';
import { Alert } from '../../../components/Alert';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { SignInGate } from '../../../components/SignInGate';
import { Spinner } from '../../../components/Spinner';
import { usePageMeta } from '../../../components/page-meta';
import { saveBlob } from '../../../lib/download';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { AttendanceEntry, AttendanceList, OrganizerSchedule } from '../../../shared/attendance';
import { PARTICIPANT_LIST_PATH } from '../../../shared/page-paths';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { JoinUrlForm } from './JoinUrlForm';
import { WaitingListPanel } from './WaitingListPanel';
import { ORGANIZER_NAMESPACE, useOrganizerTexts } from './organizer-texts';
import './organizer.css';


/** What a load answers: the data, or that the account may not (403) or the date is not there (404). */
type Answer<T> = { data: T } | { refused: 403 | 404 };

async function answerOf<T>(call: Promise<T>): Promise<Answer<T>> {
  try {
    return { data: await call };
  } catch (error) {
    if (error instanceof HTTPError && (error.response.status === 403 || error.response.status === 404)) {
      return { refused: error.response.status };
    }
    throw error;
  }
}

const period = (schedule: Pick<OrganizerSchedule, 'startDate' | 'endDate'>) =>
  schedule.endDate !== schedule.startDate ? `${formatDate(schedule.startDate)} – ${formatDate(schedule.endDate)}` : formatDate(schedule.startDate);

function Refused({ status }: { status: 403 | 404 }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  return (
    <Alert tone="error">
      <p>{t(status === 403 ? 'organizer.forbidden' : 'organizer.notFound')}</p>
      {status === 404 && (
        <p>
          <Link to={PARTICIPANT_LIST_PATH}>{t('organizer.backToDates')}</Link>
        </p>
      )}
    </Alert>
  );
}

/** Signed in, and the texts there: else the sign-in or the texts' own wait and retry. */
function OrganizerShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const texts = useOrganizerTexts();
  return (
    <div className="page organizer-page">
      <SignInGate loginRequired={t('account.dashboard.loginRequired')}>
        {texts.status === 'ready' ? (
          children
        ) : texts.status === 'loading' ? (
          <LoadingIndicator />
        ) : (
          <Alert tone="error">
            <p>{t('account.dashboard.error')}</p>
            <button type="button" className="button button--secondary" onClick={texts.retry}>
              {t('account.dashboard.retry')}
            </button>
          </Alert>
        )}
      </SignInGate>
    </div>
  );
}

export function ScheduleList() {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  usePageMeta(t('organizer.title'));
  const load = useLoad('organizer-schedules', (signal) => answerOf(getOrganizerSchedules({ signal })));
  if (load.status !== 'ready') return <LoadState load={load} loading={t('organizer.loading')} error={t('organizer.loadFailed')} />;
  if ('refused' in load.data) return <Refused status={load.data.refused} />;
  const { schedules } = load.data.data;
  return (
    <>
      <h1>{t('organizer.title')}</h1>
      {schedules.length === 0 ? (
        <p>{t('organizer.noDates')}</p>
      ) : (
        <ul className="organizer-dates">
          {schedules.map((schedule) => (
            <li key={schedule.scheduleId} className="organizer-dates__item">
              <Link to={`${PARTICIPANT_LIST_PATH}/${schedule.scheduleId}`} className="organizer-dates__name">
                {schedule.name}
              </Link>
              <span>
                {period(schedule)}
                {' · '}
                {schedule.courseType === 'ONLINE' ? t('organizer.online') : (schedule.city ?? '')}
              </span>
              <span>
                {t('organizer.counts', { participants: schedule.participants, present: schedule.present, absent: schedule.absent })}
                {schedule.unnamedSeats > 0 ? ` · ${t('organizer.unnamed', { count: schedule.unnamedSeats })}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

type Marks = Record<string, { present: boolean | null; continuous: boolean }>;
const keyOf = (entry: Pick<AttendanceEntry, 'positionId' | 'seat'>) => `${entry.positionId}:${entry.seat}`;
const marksOf = (list: AttendanceList): Marks =>
  Object.fromEntries(list.entries.map((entry) => [keyOf(entry), { present: entry.present, continuous: entry.continuous }]));

type SaveState = 'idle' | 'busy' | 'saved' | 'failed' | 'notYet';

function AttendanceForm({ list, onSaved }: { list: AttendanceList; onSaved: (list: AttendanceList) => void }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  const [marks, setMarks] = useState<Marks>(() => marksOf(list));
  const [save, setSave] = useState<SaveState>('idle');
  const [csv, setCsv] = useState<'idle' | 'busy' | 'failed'>('idle');
  const { schedule } = list;
  const online = schedule.courseType === 'ONLINE';
  const editable = schedule.started;
  const set = (entry: AttendanceEntry, change: Partial<Marks[string]>) => {
    setSave('idle');
    setMarks((current) => {
      const next = { ...current[keyOf(entry)]!, ...change };
      if (next.present !== true) next.continuous = false;
      return { ...current, [keyOf(entry)]: next };
    });
  };
  const submit = async () => {
    const entries = list.entries.flatMap((entry) => {
      const mark = marks[keyOf(entry)]!;
      return mark.present === null
        ? []
        : [{ positionId: entry.positionId, seat: entry.seat, present: mark.present, ...(online ? { continuous: mark.continuous } : {}) }];
    });
    if (entries.length === 0) return;
    setSave('busy');
    try {
      const saved = await putAttendance(schedule.scheduleId, entries);
      setMarks(marksOf(saved));
      setSave('saved');
      onSaved(saved);
    } catch (error) {
      setSave(error instanceof HTTPError && error.response.status === 409 ? 'notYet' : 'failed');
    }
  };
  const download = async () => {
    setCsv('busy');
    try {
      saveBlob(await getAttendanceCsv(schedule.scheduleId), `Teilnehmerliste-${schedule.startDate}-${schedule.scheduleId}.csv`);
      setCsv('idle');
    } catch {
      setCsv('failed');
    }
  };
  return (
    <>
      {!editable && <Alert tone="info"><p>{t('organizer.notStarted', { date: formatDate(schedule.startDate) })}</p></Alert>}
      <table className="attendance-table">
        <thead>
          <tr>
            <th scope="col">{t('organizer.columns.name')}</th>
            <th scope="col">{t('organizer.columns.chamber')}</th>
            <th scope="col">{t('organizer.columns.order')}</th>
            <th scope="col">{t('organizer.columns.attendance')}</th>
          </tr>
        </thead>
        <tbody>
          {list.entries.map((entry) => {
            const mark = marks[keyOf(entry)]!;
            const name = `${entry.firstName} ${entry.lastName}`;
            return (
              <tr key={keyOf(entry)}>
                <td data-label={t('organizer.columns.name')}>
                  <strong>{name}</strong>
                  <br />
                  <span className="attendance-table__email">{entry.email}</span>
                </td>
                <td data-label={t('organizer.columns.chamber')}>
                  {entry.chamber ?? '–'}
                  {entry.memberNumber ? ` · ${entry.memberNumber}` : ''}
                </td>
                <td data-label={t('organizer.columns.order')}>
                  {entry.orderNumber}
                  <br />
                  {entry.buyer}
                </td>
                <td data-label={t('organizer.columns.attendance')}>
                  <fieldset className="attendance-mark" disabled={!editable}>
                    <legend className="visually-hidden">{t('organizer.markFor', { name })}</legend>
                    <label>
                      <input type="radio" name={`present-${keyOf(entry)}`} checked={mark.present === true} onChange={() => set(entry, { present: true })} />
                      {t('organizer.present')}
                    </label>
                    <label>
                      <input type="radio" name={`present-${keyOf(entry)}`} checked={mark.present === false} onChange={() => set(entry, { present: false })} />
                      {t('organizer.absent')}
                    </label>
                    {online && (
                      <label>
                        <input
                          type="checkbox"
                          checked={mark.continuous}
                          disabled={mark.present !== true}
                          onChange={(event) => set(entry, { continuous: event.target.checked })}
                        />
                        {t('organizer.continuous')}
                      </label>
                    )}
                  </fieldset>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div className="attendance-actions">
        {editable && (
          <button type="button" className="button button--primary" onClick={() => void submit()} disabled={save === 'busy'} aria-busy={save === 'busy'}>
            {save === 'busy' && <Spinner className="spinner--inline" />}
            <span>{t('organizer.save')}</span>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={() => void download()} disabled={csv === 'busy'}>
          {t('organizer.csv')}
        </button>
      </div>
      <div role="status">
        {save === 'saved' && <p>{t('organizer.saved')}</p>}
      </div>
      {save === 'failed' && <Alert tone="error"><p>{t('organizer.saveFailed')}</p></Alert>}
      {save === 'notYet' && <Alert tone="error"><p>{t('organizer.notStarted', { date: formatDate(schedule.startDate) })}</p></Alert>}
      {csv === 'failed' && <Alert tone="error"><p>{t('organizer.csvFailed')}</p></Alert>}
    </>
  );
}

export function ScheduleAttendance({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  const load = useLoad(`attendance-${scheduleId}`, (signal) => answerOf(getAttendanceList(scheduleId, { signal })));
  const [saved, setSaved] = useState<AttendanceList | null>(null);
  usePageMeta(t('organizer.title'));
  if (load.status !== 'ready') return <LoadState load={load} loading={t('organizer.loading')} error={t('organizer.loadFailed')} />;
  if ('refused' in load.data) return <Refused status={load.data.refused} />;
  const list = saved ?? load.data.data;
  const { schedule } = list;
  return (
    <>
      <p>
        <Link to={PARTICIPANT_LIST_PATH}>{t('organizer.backToDates')}</Link>
      </p>
      <h1>{schedule.name}</h1>
      <p>
        {period(schedule)} · {schedule.courseType === 'ONLINE' ? t('organizer.online') : (schedule.city ?? '')}
        <br />
        {t('organizer.counts', { participants: schedule.participants, present: schedule.present, absent: schedule.absent })}
      </p>
      {schedule.courseType === 'ONLINE' && <JoinUrlForm scheduleId={schedule.scheduleId} />}
      {list.entries.length === 0 ? <p>{t('organizer.noParticipants')}</p> : <AttendanceForm list={list} onSaved={setSaved} />}
      <WaitingListPanel scheduleId={schedule.scheduleId} />
    </>
  );
}

function ScheduleRoute() {
  const { scheduleId } = useParams();
  const id = Number(scheduleId);
  return <OrganizerShell>{Number.isInteger(id) && id > 0 ? <ScheduleAttendance scheduleId={id} /> : <Refused status={404} />}</OrganizerShell>;
}

function DatesRoute() {
  return (
    <OrganizerShell>
      <ScheduleList />
    </OrganizerShell>
  );
}

export const participantListRoute = { Component: DatesRoute };
export const scheduleAttendanceRoute = { Component: ScheduleRoute };
