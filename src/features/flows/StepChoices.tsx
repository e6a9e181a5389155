/**
 * What the analyst can do in the step mode's state: the model's events as buttons (each saying where
 * it leads, in words with the code name), an invoked actor's answers grouped under it, and greyed
 * events with their guard in words.
 */
import type { EventObject } from 'xstate';
import type { StepChoice } from './step-mode';
import { stateWithCode } from './state-names';
import { eventWords, guardWords, type Words } from './words';

export interface StepChoicesProps {
  machineId: string;
  choices: StepChoice[];
  words: Words;
  onSend: (event: EventObject) => void;
}

export function StepChoices({ machineId, choices, words, onSend }: StepChoicesProps) {
  const { t } = words;
  if (choices.length === 0) return <p>{t('step.noEvents')}</p>;
  const actors = [...new Set(choices.filter((c) => c.kind === 'done' || c.kind === 'error').map((c) => c.subject!))];
  const others = choices.filter((c) => c.kind !== 'done' && c.kind !== 'error');
  const leadsTo = (choice: StepChoice) =>
    choice.targets.length > 0
      ? ` ${t('step.leadsTo', {
          state: choice.targets.map((target) => stateWithCode(words, machineId, target)).join(', '),
          interpolation: { escapeValue: false },
        })}`
      : '';
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
