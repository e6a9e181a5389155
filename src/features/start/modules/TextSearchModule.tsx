/** TEXT_SEARCH start module: a free-text search that opens the result page with the term. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/texts';
import { useNavigate } from 'react-router-dom';

export function TextSearchModule() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    void navigate(trimmed ? `/search?${new URLSearchParams({ term: trimmed })}` : '/search');
  };
  return (
    <section className="start-module text-search" aria-labelledby="text-search-title">
      <h2 id="text-search-title">{t('start.textSearch.title')}</h2>
      <form role="search" className="text-search__form" onSubmit={submit}>
        <label htmlFor="text-search-term" className="visually-hidden">{t('start.textSearch.label')}</label>
        <input
          id="text-search-term"
          type="search"
          value={term}
          maxLength={200}
          placeholder={t('start.textSearch.placeholder')}
          onChange={(event) => setTerm(event.target.value)}
        />
        <button type="submit" className="button button--primary">{t('start.textSearch.submit')}</button>
      </form>
    </section>
  );
}
