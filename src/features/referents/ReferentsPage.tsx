/**
 * referenten (spec §2): every referent with profession and organizer (GET /api/referent-infos in the
 * route loader, by last name), grouped by the first letter of the last name with a letter index,
 * each linked to the referent's page with vita and courses.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from '../../lib/texts';
import { Link, useLoaderData, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { getReferents } from '../../api/catalogue';
import { usePageMeta } from '../../components/page-meta';
import type { ReferentInfo } from '../../shared/catalogue';
import { referentPath } from '../../shared/page-paths';
import './referents.css';

interface LetterGroup {
  letter: string;
  referents: ReferentInfo[];
}

/** 'Özdemir' files under O, as in a German index; names not starting with a letter under '#'. */
function indexLetter(lastName: string): string {
  const first = lastName.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

function groupByLetter(referents: readonly ReferentInfo[]): LetterGroup[] {
  const groups = new Map<string, ReferentInfo[]>();
  for (const referent of referents) {
    const letter = indexLetter(referent.lastName);
    const group = groups.get(letter);
    if (group) group.push(referent);
    else groups.set(letter, [referent]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b)))
    .map(([letter, members]) => ({ letter, referents: members }));
}

const letterId = (letter: string) => `referenten-${letter === '#' ? 'andere' : letter.toLowerCase()}`;

function ReferentsPage() {
  const referents = useLoaderData() as ReferentInfo[];
  const { t } = useTranslation();
  const indexId = useId();
  usePageMeta(t('referents.list.title'), t('referents.list.metaDescription'));
  const groups = groupByLetter(referents);
  const { hash } = useLocation();
  // The router scrolls to a letter; moving focus there too lets keyboard users go on from it.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <div className="page referent-page">
      <h1>{t('referents.list.title')}</h1>
      <p className="referent-page__intro">{t('referents.list.intro')}</p>
      {groups.length === 0 ? (
        <p>{t('referents.list.empty')}</p>
      ) : (
        <>
          <nav className="referent-index" aria-labelledby={indexId}>
            <h2 id={indexId} className="visually-hidden">
              {t('referents.list.index')}
            </h2>
            <ul>
              {groups.map(({ letter }) => (
                <li key={letter}>
                  <Link to={{ hash: `#${letterId(letter)}` }} aria-label={t('referents.list.letter', { letter })}>
                    {letter}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map(({ letter, referents: members }) => (
            <section key={letter} className="referent-group">
              <h2 id={letterId(letter)} className="referent-group__letter" tabIndex={-1}>
                {letter}
              </h2>
              <ul className="referent-list" aria-labelledby={letterId(letter)}>
                {members.map((referent) => (
                  <li key={referent.id} className="referent-card">
                    <Link to={referentPath(referent)} className="referent-card__name">
                      {referent.name}
                    </Link>
                    <span className="referent-card__profession">{referent.profession}</span>
                    <span className="referent-card__organizer">
                      <span className="visually-hidden">{t('referents.organizer')}: </span>
                      {referent.organizer.name}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

/** The lazy part of the referenten route. */
export const referentsRoute: Pick<RouteObject, 'loader' | 'Component'> = {
  loader: ({ request }: LoaderFunctionArgs) => getReferents(request.signal),
  Component: ReferentsPage,
};
