/**
 * The shortest path to each state, each replayable in the step mode, and the list as CSV for QA
 * (./paths-csv.ts).
 */
import type { EventObject } from 'xstate';
import { download } from './chart-export';
import { pathRows, pathsCsv } from './paths-csv';
import { describedStateWords } from './state-names';
import type { StatePath } from './state-paths';
import { eventPhrase, type Words } from './words';

export interface PathListProps {
  machineId: string;
  paths: readonly StatePath[];
  words: Words;
  onReplay: (events: readonly EventObject[]) => void;
}

export function PathList({ machineId, paths, words, onReplay }: PathListProps) {
  const { t } = words;
  const exportCsv = () =>
    download(
      new Blob([pathsCsv(pathRows(machineId, paths, words))], { type: 'text/csv;charset=utf-8' }),
      `ablauf-${machineId}-wege.csv`,
    );
  return (
    <section className="flows-paths" aria-labelledby="flows-paths-title">
      <h3 id="flows-paths-title">{t('paths.title')}</h3>
      {paths.length === 0 ? (
        <p>{t('paths.none')}</p>
      ) : (
        <>
          <p>{t('paths.intro')}</p>
          <button type="button" className="flows-button" onClick={exportCsv}>
            {t('explorer.csv')}
          </button>
          <ol className="flows-paths__list">
            {paths.map((path) => {
              const meaning = describedStateWords(words, machineId, path.state);
              const target = meaning === path.state ? path.state : `${meaning} (${path.state})`;
              return (
                <li key={path.state} className="flows-paths__item" data-state={path.state}>
                  <span className="flows-paths__sentence">
                    {path.events.length === 0
                      ? `${t('paths.start')}: ${target}. ${t('paths.startsHere')}`
                      : `${[t('paths.start'), ...path.events.map((event) => eventPhrase(words, event))].join(' → ')} → `}
                    {path.events.length > 0 && <strong>{target}</strong>}
                  </span>
                  <button
                    type="button"
                    className="flows-button flows-paths__replay"
                    aria-label={t('paths.replayLabel', { state: path.state })}
                    onClick={() => onReplay(path.events)}
                  >
                    {t('paths.replay')}
                  </button>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
