/**
 * The withdrawal flow's page content: the view of its actor's state (withdrawal-view.ts) and the
 * events the controls send. The route module (WithdrawalPage.tsx) creates the actor.
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { WithdrawalLogic } from '../../actors/withdrawal';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { WITHDRAWAL_LINK_DAYS } from '../../shared/withdrawal';
import { ConfirmStep } from './ConfirmStep';
import { IdentifyForm, type IdentifyValues } from './IdentifyForm';
import { NotWithdrawable } from './NotWithdrawable';
import { Receipt } from './Receipt';
import { SelectStep } from './SelectStep';
import { withdrawalView, type WithdrawalView } from './withdrawal-view';

export type WithdrawalActor = ActorRefFrom<WithdrawalLogic>;

/** The two steps, the current one marked (step 1 and 2 only). */
function StepProgress({ current }: { current: 'select' | 'confirm' }) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  return (
    <ol className="withdrawal-progress" aria-label={t('steps.label')}>
      {(['select', 'confirm'] as const).map((step) => (
        <li
          key={step}
          className={`withdrawal-progress__step ${step === current ? 'withdrawal-progress__step--current' : ''}`.trim()}
          aria-current={step === current ? 'step' : undefined}
        >
          {t(`steps.${step}`)}
        </li>
      ))}
    </ol>
  );
}

function Waiting({ message }: { message: string }) {
  return (
    <p className="withdrawal-wait loading" role="status">
      <Spinner className="spinner--inline" />
      <span>{message}</span>
    </p>
  );
}

export interface WithdrawalFlowProps {
  actor: WithdrawalActor;
  prefill?: Partial<IdentifyValues>;
}

export function WithdrawalFlow({ actor, prefill }: WithdrawalFlowProps) {
  const { t } = useTranslation(WITHDRAWAL_NAMESPACE);
  const view: WithdrawalView = useSelector(actor, withdrawalView, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  const retry = () => actor.send({ type: 'user.retry' });
  const back = () => actor.send({ type: 'user.back' });

  switch (view.kind) {
    case 'waiting':
      return <Waiting message={t(view.message)} />;
    case 'identify':
      return (
        <IdentifyForm
          view={view}
          prefill={prefill}
          onSubmit={(values) => actor.send({ type: 'user.requestLink', ...values })}
          onRetry={retry}
        />
      );
    case 'linkSent':
      return (
        <section className="withdrawal-section" aria-labelledby="withdrawal-sent-title">
          <h2 id="withdrawal-sent-title">{t('linkSent.title')}</h2>
          <Alert tone="info">
            <p>{t('linkSent.text', { days: WITHDRAWAL_LINK_DAYS })}</p>
          </Alert>
          <p>{t('linkSent.spam')}</p>
        </section>
      );
    case 'loadFailed':
      return (
        <Alert tone="error">
          <p>{t('load.failed')}</p>
          <button type="button" className="button button--primary" onClick={retry} data-event="user.retry">
            {t('retry')}
          </button>
        </Alert>
      );
    case 'notWithdrawable':
      return <NotWithdrawable order={view.order} />;
    case 'select':
      return (
        <>
          <StepProgress current="select" />
          <SelectStep view={view} onContinue={(values) => actor.send({ type: 'user.continue', ...values })} onRetry={retry} onBack={back} />
        </>
      );
    case 'confirm':
      return (
        <>
          <StepProgress current="confirm" />
          <ConfirmStep view={view} onDeclare={() => actor.send({ type: 'user.declare' })} onBack={back} onRetry={retry} />
        </>
      );
    case 'withdrawn':
      return <Receipt view={view} />;
  }
}
