/**
 * The step mode on a phone, in place of the chart: the states met so far in words, each with the
 * event that led there, and at the end the current state with its possible next steps as buttons.
 */
import { useEffect, useRef } from 'react';
import type { EventObject, StateValue } from 'xstate';
import { describedStateWords } from './state-names';
import { describeStateValue } from './state-paths';
import type { StepChoice } from './step-mode';
import { StepChoices } from './StepChoices';
import { eventPhrase, type Words } from './words';

export interface StepListProps {
  machineId: string;
  words: Words;
  visited: readonly StateValue[];
  history: readonly EventObject[];
  /** The flow has reached a final state: no next steps. */
  done: boolean;
  choices: StepChoice[];
  onSend: (event: EventObject) => void;
}

export function StepList({ machineId, words, visited, history, done, choices, onSend }: StepListProps) {
  const { t } = words;
  // The clicked button leaves with its state's entry: the reader goes on at the new current entry.
  const currentEntry = useRef<HTMLLIElement>(null);
  const shown = useRef(visited.length);
  useEffect(() => {
    if (shown.current === visited.length) return;
    shown.current = visited.length;
    currentEntry.current?.focus();
  }, [visited.length]);
  return (
    <ol className="flows-steplist" data-testid="flows-steplist">
      {visited.map((value, i) => {
        const described = describeStateValue(value);
        const isCurrent = i === visited.length - 1;
        return (
          <li
            key={i}
            className={`flows-steplist__item${isCurrent ? ' flows-steplist__item--current' : ''}`}
            aria-current={isCurrent ? 'step' : undefined}
            ref={isCurrent ? currentEntry : undefined}
            tabIndex={isCurrent ? -1 : undefined}
            data-state={described}
          >
            {i > 0 && <span className="flows-steplist__event">{eventPhrase(words, history[i - 1]!)} →</span>}
            <span className="flows-steplist__state">{describedStateWords(words, machineId, described)}</span>{' '}
            <code className="flows-steplist__code">{described}</code>
            {isCurrent &&
              (done ? (
                <p className="flows-step__final">{t('step.final')}</p>
              ) : (
                <div className="flows-steplist__next">
                  <StepChoices machineId={machineId} choices={choices} words={words} onSend={onSend} />
                </div>
              ))}
          </li>
        );
      })}
    </ol>
  );
}
