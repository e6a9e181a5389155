/**
 * The join address of an online date (issue 25 §3): organizer staff store the video conference's
 * address here; each participant's personal link (/zugang#…) opens it, and without it the link says
 * it will be opened before the start. Only an https address is taken (the server checks it too:
 * 400, or 422 JOIN_URL_INVALID for one with a user name or password).
 * Local state: one value and one save, like the attendance marks beside it.
 */
import { useId, useState, type FormEvent } from 'react';
import { getJoinUrl, putJoinUrl } from '../../../api/organizer';
import { describeFailure } from '../../../lib/api-error';
import { useTranslation } from '../../../lib/texts';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { ORGANIZER_NAMESPACE } from './organizer-texts';

type Saving = 'idle' | 'saving' | 'saved' | 'invalid' | 'failed';

/** What the browser can tell before asking: an https address with a host. */
function looksLikeJoinUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

function Editor({ scheduleId, stored }: { scheduleId: number; stored: string | null }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  const id = useId();
  const [value, setValue] = useState(stored ?? '');
  const [saving, setSaving] = useState<Saving>('idle');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const joinUrl = value.trim();
    if (!looksLikeJoinUrl(joinUrl)) {
      setSaving('invalid');
      return;
    }
    setSaving('saving');
    try {
      await putJoinUrl(scheduleId, joinUrl);
      setSaving('saved');
    } catch (error) {
      const { status } = await describeFailure(error);
      setSaving(status === 400 || status === 422 ? 'invalid' : 'failed');
    }
  };
  return (
    <form className="join-url" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className="field__label">
        {t('organizer.joinUrl.label')}
      </label>
      <div className="join-url__row">
        <input
          id={id}
          className="field__control"
          type="url"
          inputMode="url"
          value={value}
          placeholder="https://"
          aria-invalid={saving === 'invalid' ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(event) => {
            setValue(event.target.value);
            setSaving('idle');
          }}
        />
        <button type="submit" className="button button--secondary" disabled={saving === 'saving'} aria-busy={saving === 'saving'}>
          {t('organizer.joinUrl.save')}
        </button>
      </div>
      <p id={`${id}-hint`} className="join-url__hint">
        {t('organizer.joinUrl.hint')}
      </p>
      <p role={saving === 'invalid' || saving === 'failed' ? 'alert' : 'status'} className="join-url__status">
        {saving === 'saved' ? t('organizer.joinUrl.saved') : saving === 'invalid' ? t('organizer.joinUrl.invalid') : saving === 'failed' ? t('organizer.joinUrl.failed') : ''}
      </p>
    </form>
  );
}

export function JoinUrlForm({ scheduleId }: { scheduleId: number }) {
  const { t } = useTranslation(ORGANIZER_NAMESPACE);
  const load = useLoad(`join-url-${scheduleId}`, (signal) => getJoinUrl(scheduleId, { signal }));
  if (load.status !== 'ready') return <LoadState load={load} loading={t('organizer.joinUrl.loading')} error={t('organizer.joinUrl.loadFailed')} />;
  return <Editor scheduleId={scheduleId} stored={load.data.joinUrl} />;
}
