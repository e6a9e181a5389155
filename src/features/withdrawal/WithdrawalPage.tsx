/**
 * /vertrag-widerrufen — "Vertrag widerrufen" (§ 356a BGB; issue 24 §1): the route module of the
 * withdrawal flow (machines/withdrawal.machine.ts, effects from src/actors/withdrawal.ts).
 *
 * The signed link's token is in the address's fragment (`#token=…`), which the browser never sends to
 * a server, so it appears in no server log. The page reads it and tells the flow (`page.linkRead`); a
 * new fragment (another link opened in the same tab) starts a new flow. Pages that link here for a
 * guest may pass the order number and e-mail as router state, to prefill the form for a link.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, type RouteObject } from 'react-router-dom';
import { withdrawalLogic, type WithdrawalLogic } from '../../actors/withdrawal';
import { TextsNotReady } from '../../components/TextsNotReady';
import { usePageMeta } from '../../components/page-meta';
import { currentLanguage } from '../../lib/texts';
import { useWithdrawalTexts, WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { useRunningFlow } from '../../state/running-flow';
import type { IdentifyValues } from './IdentifyForm';
import { WithdrawalFlow, type WithdrawalActor } from './WithdrawalFlow';
import './withdrawal.css';

/** The token of a fragment '#token=…' (null without one). */
export function tokenOfHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token && token.trim() !== '' ? token.trim() : null;
}

function prefillOf(state: unknown): Partial<IdentifyValues> | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { orderNumber, email } = state as Record<string, unknown>;
  return {
    ...(typeof orderNumber === 'string' ? { orderNumber } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

export interface WithdrawalPageProps {
  /** Tests hand in the machine with other effects. */
  logic?: WithdrawalLogic;
  /** Tests read the flow's actor. */
  onActor?: (actor: WithdrawalActor) => void;
}

export function WithdrawalPage({ logic, onActor }: WithdrawalPageProps) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  const texts = useWithdrawalTexts();
  const location = useLocation();
  const token = tokenOfHash(location.hash);
  usePageMeta(texts.status === 'ready' ? t('title') : null);
  return (
    <article className="page withdrawal-page">
      {texts.status === 'ready' ? (
        <>
          <h1>{t('title')}</h1>
          <p className="withdrawal-intro">{t('intro')}</p>
          <WithdrawalRun key={token ?? ''} token={token} prefill={prefillOf(location.state)} logic={logic} onActor={onActor} />
        </>
      ) : (
        <TextsNotReady failed={texts.status === 'failed'} message={t('textsFailed')} retryLabel={t('retry')} onRetry={texts.retry} />
      )}
    </article>
  );
}

interface WithdrawalRunProps extends WithdrawalPageProps {
  token: string | null;
  prefill?: Partial<IdentifyValues>;
}

/** One flow per link: created with the page's language, told what the address holds. */
function WithdrawalRun({ token, prefill, logic, onActor }: WithdrawalRunProps) {
  const [machine] = useState(() => logic ?? withdrawalLogic());
  const actor = useActorRef(machine, { input: { language: currentLanguage() } });
  // The live view (?flows=live) and the browser tests' flow coverage follow it.
  useRunningFlow('withdrawal', actor);
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  useEffect(() => {
    actor.send({ type: 'page.linkRead', token });
  }, [actor, token]);
  return <WithdrawalFlow actor={actor} prefill={prefill} />;
}

export const withdrawalRoute: Pick<RouteObject, 'Component'> = { Component: () => <WithdrawalPage /> };
