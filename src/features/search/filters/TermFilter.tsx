/** The free-text search field; the search runs when the visitor submits, not on every keystroke. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/texts';

export function TermFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (term: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft.trim() || undefined);
  };
  return (
    <form role="search" className="search-term" onSubmit={submit}>
      <label htmlFor="search-term">{t('search.filters.term')}</label>
      <input
        id="search-term"
        type="search"
        value={draft}
        maxLength={200}
        placeholder={t('search.filters.termPlaceholder')}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className="button button--primary">
        {t('search.filters.submit')}
      </button>
    </form>
  );
}
