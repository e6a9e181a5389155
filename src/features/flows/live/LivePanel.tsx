/**
 * The live view (issue 13 §2): a small panel over the running shop with the current state of its
 * machines — login, cart, package credits and the flow-local ones running now (order flows, check
 * step) — updated as the shopper clicks (it subscribes to the actors). Per machine: "Zustand
 * kopieren" gives QA a reproducible snapshot (machine, state, context without personal data,
 * ./redact.ts) and a link opens the explorer at that state.
 *
 * It never covers the shop (issue 23 §7): on a wide screen it is a column of its own at the right
 * edge, the page narrowed beside it (./mount-live-panel.tsx reserves the room); narrower, it is the
 * first block of the page, above the shop, and on a phone it starts collapsed to its title bar.
 */
import { useEffect, useReducer, useState } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, StateValue } from 'xstate';
import { useTranslation } from '../../../lib/texts';
import type { AppSystem } from '../../../state/system-context';
import { explorerHref } from '../explorer-link';
import { FLOWS_NAMESPACE, useFlowsTexts } from '../flows-texts';
import { describedStateWords } from '../state-names';
import { describeStateValue } from '../state-paths';
import type { Words } from '../words';
import { NARROW_QUERY as PHONE_QUERY } from '../use-narrow-screen';
import { liveSnapshot } from './redact';

interface Watched {
  machineId: string;
  actor: AnyActorRef;
}

function watched(system: AppSystem): Watched[] {
  return [
    { machineId: 'login', actor: system.login },
    { machineId: 'cart', actor: system.cart },
    { machineId: 'packageCredits', actor: system.credits },
    ...(system.flows?.list() ?? []),
  ] as Watched[];
}

/** Re-renders on every change of every watched actor and of the list of running flows. */
function useWatched(system: AppSystem): Watched[] {
  const [, changed] = useReducer((n: number) => n + 1, 0);
  const list = watched(system);
  const key = list.map((w) => w.actor.sessionId).join(',');
  useEffect(() => {
    const subscriptions = watched(system).map((w) => w.actor.subscribe({ next: changed, error: changed }));
    const unsubscribeFlows = system.flows?.subscribe(changed);
    // A change between this render and the subscriptions above would otherwise be missed (an order
    // flow resumes at once after it is announced): read every snapshot once more.
    changed();
    return () => {
      subscriptions.forEach((subscription) => subscription.unsubscribe());
      unsubscribeFlows?.();
    };
  }, [system, key]);
  return list;
}

export function LivePanel({ system }: { system: AppSystem }) {
  const texts = useFlowsTexts();
  if (texts.status !== 'ready') return null;
  return <Panel system={system} />;
}

function Panel({ system }: { system: AppSystem }) {
  const { t, i18n } = useTranslation(FLOWS_NAMESPACE);
  const words: Words = { t, exists: (key) => i18n.exists(key, { ns: FLOWS_NAMESPACE }) };
  const list = useWatched(system);
  // Collapsed at first on a phone: the shop's page is what the tester looks at there.
  const [open, setOpen] = useState(() => !window.matchMedia?.(PHONE_QUERY).matches);
  const [message, setMessage] = useState('');
  const [fallback, setFallback] = useState<{ machineId: string; json: string } | null>(null);

  const copy = async (machineId: string, snapshot: AnyMachineSnapshot) => {
    const json = JSON.stringify(liveSnapshot(machineId, snapshot), null, 2);
    const name = t(`machine.${machineId}`, { defaultValue: machineId });
    try {
      await navigator.clipboard.writeText(json);
      setFallback(null);
      setMessage(t('live.copied', { name }));
    } catch {
      setFallback({ machineId, json });
      setMessage(t('live.copyFailed'));
    }
  };

  return (
    <aside
      className={`flows-live${open ? '' : ' flows-live--collapsed'}`}
      aria-labelledby="flows-live-title"
      data-testid="flows-live"
    >
      <div className="flows-live__head">
        <h2 id="flows-live-title">{t('live.title')}</h2>
        <button
          type="button"
          className="flows-button"
          aria-expanded={open}
          aria-controls="flows-live-content"
          onClick={() => setOpen(!open)}
        >
          {open ? t('live.hide') : t('live.show')}
        </button>
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {message}
      </p>
      {open && (
        <div id="flows-live-content">
          {message && <p aria-hidden="true">{message}</p>}
          <ul className="flows-live__list">
            {list.map(({ machineId, actor }) => {
              const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
              const name = t(`machine.${machineId}`, { defaultValue: machineId });
              const redacted = liveSnapshot(machineId, snapshot);
              return (
                <li key={actor.sessionId} className="flows-live__machine" data-machine={machineId}>
                  <span>{name}</span> <code>{machineId}</code>
                  <div>
                    {t('live.state')}: <StateWords machineId={machineId} value={snapshot.value} words={words} />
                  </div>
                  <div className="flows-live__actions">
                    <button type="button" className="flows-button" onClick={() => void copy(machineId, snapshot)}>
                      {t('live.copy')}
                    </button>
                    <a
                      href={explorerHref(machineId, snapshot.value, redacted.context)}
                      aria-label={t('live.openLabel', { name })}
                    >
                      {t('live.open')}
                    </a>
                  </div>
                  {fallback?.machineId === machineId && (
                    <textarea readOnly rows={6} value={fallback.json} aria-label={t('live.snapshotLabel', { name })} />
                  )}
                </li>
              );
            })}
          </ul>
          <a href="?flows=off">{t('live.end')}</a>
        </div>
      )}
    </aside>
  );
}

/** The state by its meaning where flows.json has one, always with its code name (what QA searches for). */
function StateWords({ machineId, value, words }: { machineId: string; value: StateValue; words: Words }) {
  const code = describeStateValue(value);
  const meaning = describedStateWords(words, machineId, code);
  return (
    <>
      {meaning !== code && <span className="flows-live__meaning">{meaning} </span>}
      <span className="flows-live__state">{code}</span>
    </>
  );
}
