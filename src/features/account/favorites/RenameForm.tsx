/** Renaming a saved search in place: a labelled text field, save and cancel (PUT /api/favorites with id). */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/texts';
import { saveFavorite } from '../../../api/customer-area';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import type { Favorite } from '../../../shared/customer-area';

export const FAVORITE_NAME_MAX = 100;

export function RenameForm({ favorite, onDone }: { favorite: Favorite; onDone: (changed: boolean) => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(favorite.name);
  const [state, setState] = useState<'idle' | 'busy' | 'empty' | 'failed'>('idle');
  useEffect(() => input.current?.focus(), []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setState('empty');
      return;
    }
    setState('busy');
    try {
      await saveFavorite({ id: favorite.id, name: trimmed, parameters: favorite.parameters });
      onDone(true);
    } catch (error) {
      console.warn('rename failed', error);
      setState('failed');
    }
  };
  const error = state === 'empty' ? t('favorites.nameRequired') : state === 'failed' ? t('favorites.renameFailed') : '';
  return (
    <form className="inline-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field ${error ? 'has-error' : ''}`.trim()}>
        <label htmlFor={id} className="field__label">
          {t('favorites.newName')}
        </label>
        <input
          ref={input}
          id={id}
          className="field__control"
          value={name}
          maxLength={FAVORITE_NAME_MAX}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error`}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone(false);
          }}
        />
        <div id={`${id}-error`} className="field__error" aria-live="polite">
          {error}
        </div>
      </div>
      <p className="dashboard-actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={state === 'busy'}
          aria-busy={state === 'busy'}
        >
          {t('favorites.saveName')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onDone(false)}>
          {t('common.cancel')}
        </button>
      </p>
    </form>
  );
}
