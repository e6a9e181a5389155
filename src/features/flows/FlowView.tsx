/**
 * One machine in the explorer: its purpose, its chart with the current state highlighted, the step
 * mode (events to click, invoked actors to answer, delays to let pass, greyed events with their guard
 * in words, the context) and the shortest path to each state, replayable in the step mode.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../lib/texts';
import type { EventObject } from 'xstate';
import type { FlowEntry } from '../../../machines/index';
import { FLOWS_NAMESPACE } from './flows-texts';
import { activePaths, machineChart } from './machine-graph';
import { StateChart } from './StateChart';
import { describeStateValue, shortestStatePaths } from './state-paths';
import { stepChoices, type StartFrom, type StepChoice } from './step-mode';
import { useStepActor } from './use-step-actor';
import { eventPhrase, eventWords, guardWords, type Words } from './words';

export interface FlowViewProps {
  entry: FlowEntry;
  name: string;
  /** A state handed over from the live view. */
  from: StartFrom | null;
  /** Take the focus (the flow was just chosen from the list). */
  focus?: boolean;
}

export function FlowView({ entry, name, from, focus = false }: FlowViewProps) {
  const { t, i18n } = useTranslation(FLOWS_NAMESPACE);
  const words: Words = useMemo(() => ({ t, exists: (key) => i18n.exists(key, { ns: FLOWS_NAMESPACE }) }), [t, i18n]);
  const chart = useMemo(() => machineChart(entry.machine), [entry]);
  const paths = useMemo(() => (entry.model ? shortestStatePaths(entry.machine, entry.model) : []), [entry]);
  const run = useStepActor(entry, from);
  const { snapshot } = run;
  const current = describeStateValue(snapshot.value);
  const active = activePaths(snapshot);
  const choices = stepChoices(entry.machine, snapshot, entry.model?.events ?? []);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focus) return;
    // After the layout's own focus on navigation (RootLayout focuses <main>), which runs after this.
    const timer = setTimeout(() => title.current?.focus());
    return () => clearTimeout(timer);
  }, [focus]);

  const replay = (events: readonly EventObject[]) => {
    run.replay(events);
    // The replayed state is shown in the step mode: take the reader there.
    stepHeading.current?.focus();
  };

  return (
    <section className="flows-view" aria-labelledby="flows-view-title">
      <h2 id="flows-view-title" ref={title} tabIndex={-1}>
        {name} <code className="flows-view__id">{entry.id}</code>
      </h2>
      <p className="flows-view__purpose">{t(`purpose.${entry.id}`, { defaultValue: entry.purpose })}</p>
      <div className="flows-view__grid">
        <section className="flows-view__chart" aria-labelledby="flows-chart-title">
          <h3 id="flows-chart-title">{t('chart.title')}</h3>
          <StateChart chart={chart} name={name} active={active} current={current} />
          <p className="flows-view__legend">{t('chart.legend')}</p>
        </section>
        <section className="flows-step" aria-labelledby="flows-step-title">
          <h3 id="flows-step-title" ref={stepHeading} tabIndex={-1}>
            {t('step.title')}
          </h3>
          {from && run.history.length === 0 && <p>{t('step.startedAt', { state: current })}</p>}
          <p className="flows-step__current">
            {t('step.current')}: <strong data-testid="flows-current">{current}</strong>
          </p>
          <p className="visually-hidden" aria-live="polite" role="status">
            {t('step.announce', { state: current })}
            {snapshot.status === 'done' ? ` ${t('step.final')}` : ''}
          </p>
          {snapshot.status === 'done' && <p className="flows-step__final">{t('step.final')}</p>}
          {snapshot.status === 'active' && (
            <StepChoices machineId={entry.id} choices={choices} words={words} onSend={run.send} />
          )}
          <div className="flows-step__actions">
            <button type="button" className="flows-button" onClick={run.reset}>
              {t('step.reset')}
            </button>
          </div>
          {run.history.length > 0 && (
            <details className="flows-step__history">
              <summary>
                {t('step.history')} ({run.history.length})
              </summary>
              <ol>
                {run.history.map((event, i) => (
                  <li key={i}>{eventPhrase(words, event)}</li>
                ))}
              </ol>
            </details>
          )}
          <h4>{t('step.context')}</h4>
          <pre className="flows-step__context" tabIndex={0} aria-label={t('step.context')}>
            {JSON.stringify(snapshot.context, null, 2)}
          </pre>
        </section>
      </div>
      <section className="flows-paths" aria-labelledby="flows-paths-title">
        <h3 id="flows-paths-title">{t('paths.title')}</h3>
        {paths.length === 0 ? (
          <p>{t('paths.none')}</p>
        ) : (
          <>
            <p>{t('paths.intro')}</p>
            <ol className="flows-paths__list">
              {paths.map((path) => (
                <li key={path.state} className="flows-paths__item" data-state={path.state}>
                  <span className="flows-paths__sentence">
                    {path.events.length === 0
                      ? `${t('paths.start')}: ${path.state}. ${t('paths.startsHere')}`
                      : `${[t('paths.start'), ...path.events.map((event) => eventPhrase(words, event))].join(' → ')} → `}
                    {path.events.length > 0 && <strong>{path.state}</strong>}
                  </span>
                  <button
                    type="button"
                    className="flows-button flows-paths__replay"
                    aria-label={t('paths.replayLabel', { state: path.state })}
                    onClick={() => replay(path.events)}
                  >
                    {t('paths.replay')}
                  </button>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
    </section>
  );
}

interface StepChoicesProps {
  machineId: string;
  choices: StepChoice[];
  words: Words;
  onSend: (event: EventObject) => void;
}

function StepChoices({ machineId, choices, words, onSend }: StepChoicesProps) {
  const { t } = words;
  if (choices.length === 0) return <p>{t('step.noEvents')}</p>;
  const actors = [...new Set(choices.filter((c) => c.kind === 'done' || c.kind === 'error').map((c) => c.subject!))];
  const others = choices.filter((c) => c.kind !== 'done' && c.kind !== 'error');
  const leadsTo = (choice: StepChoice) =>
    choice.targets.length > 0 ? ` ${t('step.leadsTo', { state: choice.targets.join(', ') })}` : '';
  const button = (choice: StepChoice, label: string, key: number, extraClass = '') => {
    const hint = choice.hint ? ` (${choice.hint})` : '';
    const reason = choice.enabled ? null : choice.guards.map((guard) => guardWords(words, machineId, guard)).join('; ');
    const reasonId = `flows-reason-${key}`;
    return (
      <li key={key} className={`flows-step__choice ${choice.enabled ? '' : 'flows-step__choice--disabled'}`}>
        <button
          type="button"
          className={`flows-button flows-step__event ${extraClass}`}
          disabled={!choice.enabled}
          aria-describedby={reason ? reasonId : undefined}
          data-event={choice.event.type}
          onClick={() => onSend(choice.event)}
        >
          {label}
          {hint}
          {leadsTo(choice)}
        </button>
        {reason !== null && (
          <span id={reasonId} className="flows-step__reason">
            {t(choice.guards.length > 1 ? 'step.disabledAny' : 'step.disabled', {
              guard: reason || '…',
              interpolation: { escapeValue: false },
            })}
          </span>
        )}
      </li>
    );
  };
  let key = 0;
  return (
    <>
      {others.length > 0 && (
        <>
          <h4>{t('step.events')}</h4>
          <ul className="flows-step__choices">
            {others.map((choice) =>
              button(
                choice,
                choice.kind === 'after'
                  ? t('step.time', { delay: choice.subject })
                  : eventWords(words, choice.event.type),
                key++,
              ),
            )}
          </ul>
        </>
      )}
      {actors.map((actor) => (
        <div key={actor} className="flows-step__actor" role="group" aria-label={t('step.running', { actor })}>
          <h4>{t('step.running', { actor })}</h4>
          <ul className="flows-step__choices">
            {choices
              .filter((c) => c.subject === actor && (c.kind === 'done' || c.kind === 'error'))
              .map((choice) =>
                button(
                  choice,
                  choice.kind === 'done' ? t('step.succeeds') : t('step.fails'),
                  key++,
                  `flows-step__event--${choice.kind}`,
                ),
              )}
          </ul>
        </div>
      ))}
    </>
  );
}
