/**
 * One machine in the explorer: its purpose and invariants, its chart with the current state
 * highlighted (on a phone a list of the steps instead), the step mode (events to click, invoked actors
 * to answer, delays to let pass, greyed events with their guard in words, the context) and the
 * shortest path to each state, replayable in the step mode. The address follows the step mode.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../lib/texts';
import type { EventObject } from 'xstate';
import type { FlowEntry } from '../../../machines/index';
import type { ExplorerAddress } from './explorer-link';
import { FLOWS_NAMESPACE } from './flows-texts';
import { Invariants } from './Invariants';
import { activePaths, machineChart } from './machine-graph';
import { PathList } from './PathList';
import { StateChart } from './StateChart';
import { describedStateWords } from './state-names';
import { describeStateValue, shortestStatePaths } from './state-paths';
import { StepChoices } from './StepChoices';
import { StepList } from './StepList';
import { stepChoices } from './step-mode';
import { useFollowingAddress } from './use-following-address';
import { useNarrowScreen } from './use-narrow-screen';
import { useStepActor } from './use-step-actor';
import { eventPhrase, type Words } from './words';

export interface FlowViewProps {
  entry: FlowEntry;
  name: string;
  /** Where the address starts the step mode: a state handed over from the live view, steps since. */
  address: ExplorerAddress;
  /** Take the focus (the flow was just chosen from the list). */
  focus?: boolean;
}

export function FlowView({ entry, name, address, focus = false }: FlowViewProps) {
  const { t, i18n } = useTranslation(FLOWS_NAMESPACE);
  const words: Words = useMemo(() => ({ t, exists: (key) => i18n.exists(key, { ns: FLOWS_NAMESPACE }) }), [t, i18n]);
  const chart = useMemo(() => machineChart(entry.machine), [entry]);
  const paths = useMemo(() => (entry.model ? shortestStatePaths(entry.machine, entry.model) : []), [entry]);
  const run = useStepActor(entry, address.from, address.steps);
  useFollowingAddress(entry, run);
  const { snapshot } = run;
  const current = describeStateValue(snapshot.value);
  const currentWords = describedStateWords(words, entry.id, current);
  const currentWithCode = currentWords === current ? current : `${currentWords} (${current})`;
  const active = activePaths(snapshot);
  const choices = stepChoices(entry.machine, snapshot, entry.model?.events ?? []);
  // A phone lists the steps; the chart only when asked for.
  const narrow = useNarrowScreen();
  const [chartOnPhone, setChartOnPhone] = useState(false);
  const showChart = !narrow || chartOnPhone;
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
      <Invariants entry={entry} />
      <div className="flows-view__grid">
        <section className="flows-view__chart" aria-labelledby="flows-chart-title">
          <h3 id="flows-chart-title">{showChart ? t('chart.title') : t('explorer.stepsTitle')}</h3>
          {narrow && (
            <button type="button" className="flows-button" onClick={() => setChartOnPhone(!chartOnPhone)}>
              {chartOnPhone ? t('explorer.hideChart') : t('explorer.showChart')}
            </button>
          )}
          {showChart ? (
            <>
              <StateChart machineId={entry.id} chart={chart} name={name} active={active} current={current} />
              <p className="flows-view__legend">{t('chart.legend')}</p>
            </>
          ) : (
            <>
              <p className="flows-view__legend">{t('explorer.stepsIntro')}</p>
              <StepList
                machineId={entry.id}
                words={words}
                visited={run.visited}
                history={run.history}
                done={snapshot.status === 'done'}
                choices={choices}
                onSend={run.send}
              />
            </>
          )}
        </section>
        <section className="flows-step" aria-labelledby="flows-step-title">
          <h3 id="flows-step-title" ref={stepHeading} tabIndex={-1}>
            {t('step.title')}
          </h3>
          {address.from && run.origin && run.history.length === 0 && <p>{t('step.startedAt', { state: current })}</p>}
          <p className="flows-step__current">
            {t('step.current')}:{' '}
            {currentWords !== current && <span className="flows-step__meaning">{currentWords} </span>}
            <strong data-testid="flows-current">{current}</strong>
          </p>
          <p className="visually-hidden" aria-live="polite" role="status">
            {t('step.announce', { state: currentWithCode, interpolation: { escapeValue: false } })}
            {snapshot.status === 'done' ? ` ${t('step.final')}` : ''}
          </p>
          {/* On a phone the step list holds the next steps and the final state. */}
          {showChart && snapshot.status === 'done' && <p className="flows-step__final">{t('step.final')}</p>}
          {showChart && snapshot.status === 'active' && (
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
      <PathList machineId={entry.id} paths={paths} words={words} onReplay={replay} />
    </section>
  );
}
