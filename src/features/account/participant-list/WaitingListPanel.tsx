/**
 * A date's waiting list for organizer staff (issue 27 §4): who waits, in line order, how many places
 * each asked for, and the offers running with the time their hold ends. Nothing when nobody joined.
 */
import { getOrganizerWaitingList } from '../../../api/organizer';
import { berlinDate, berlinTime } from '../../../lib/berlin-time';
import { useTranslation } from '../../../lib/texts';
import type { OrganizerWaitingList } from '../../../shared/booking';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { ORGANIZER_NAMESPACE } from './organizer-texts';

function StatusText({ entry }: { entry: OrganizerWaitingList['entries'][number] }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  if (entry.status === 'OFFERED' && entry.holdUntil) {
    return <>{t('organizer.waiting.offered', { day: berlinDate(entry.holdUntil), time: berlinTime(entry.holdUntil) })}</>;
  }
  return <>{t(`organizer.waiting.status.${entry.status}`)}</>;
}

export function WaitingListPanel({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  const load = useLoad(`waiting-${scheduleId}`, (signal) => getOrganizerWaitingList(scheduleId, { signal }));
  if (load.status === 'ready' && load.data.entries.length === 0) return null;
  return (
    <section aria-labelledby="waiting-list-title" className="waiting-list-panel">
      <h2 id="waiting-list-title">{t('organizer.waiting.title')}</h2>
      {load.status !== 'ready' ? (
        <LoadState load={load} loading={t('organizer.waiting.loading')} error={t('organizer.waiting.error')} />
      ) : (
        <ol className="dashboard-list">
          {load.data.entries.map((entry) => (
            <li key={`${entry.email}-${entry.joinedAt}`} className="dashboard-card">
              <strong>{entry.name}</strong> · {entry.email}
              <br />
              {t('organizer.waiting.places', { count: entry.places })} · {t('organizer.waiting.joined', { day: berlinDate(entry.joinedAt) })} ·{' '}
              <StatusText entry={entry} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
