/**
 * /order/* (spec §2 customer order flow): the route module of the customer order machine
 * (machines/customerOrder.machine.ts), a flow-local actor. The URL's step is the machine's input;
 * a later change of the URL (back, forward, a link) is `url.stepChanged`, and the machine puts its
 * step into the URL (src/actors/customerOrder.ts). The page shows the progress, the step's heading
 * (focused on every step change) and the shared step view, or the state's message with its way on.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import { orderStepOf, type CustomerOrderContext } from '../../../machines/customerOrder.machine';
import { customerOrderLogic, downloadCustomerInvoice, type CustomerOrderLogic } from '../../actors/customerOrder';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/Spinner';
import { CHECKOUT_NAMESPACE, useCheckoutTexts } from '../../lib/checkout-texts';
import type { PaymentReturn } from '../../shared/order';
import { useRunningFlow } from '../../state/running-flow';
import { useSystem } from '../../state/system-context';
import { CustomerFullyBooked } from './CustomerFullyBooked';
import { BuyerStep } from './steps/BuyerStep';
import { useCheckoutTracking } from './use-checkout-tracking';
import { CompleteStep } from './steps/CompleteStep';
import { OrderEvaluationView } from './steps/OrderEvaluationView';
import { OrderProgress } from './steps/OrderProgress';
import { ParticipantsStep } from './steps/ParticipantsStep';
import { PaymentChoiceStep } from './steps/PaymentChoiceStep';
import { PaymentStep } from './steps/PaymentStep';
import { StepHeading } from './steps/StepHeading';
import { StepNoticeView } from './steps/StepNotice';
import { SummaryStep } from './steps/SummaryStep';
import { UploadStep } from './steps/UploadStep';
import { WaitingStep } from './steps/WaitingStep';
import {
  customerOrderView,
  urlStepIsNews,
  type CustomerOrderAction,
  type CustomerStepContent,
} from './view-model/customer-order-view';

/** Back from the payment page: /order/payment?orderId=…&paymentId=…. */
function paymentReturnOf(search: string): PaymentReturn | null {
  const params = new URLSearchParams(search);
  const orderId = Number(params.get('orderId'));
  const paymentId = params.get('paymentId');
  return Number.isInteger(orderId) && orderId > 0 && paymentId ? { orderId, paymentId } : null;
}

export interface CustomerOrderPageProps {
  /** Tests hand in the machine with other effects. */
  logic?: CustomerOrderLogic;
  /** Tests watch the flow's actor (its state beside what the page shows). */
  onActor?: (actor: CustomerOrderActor) => void;
}

export type CustomerOrderActor = ReturnType<typeof useActorRef<CustomerOrderLogic>>;

export function CustomerOrderPage(props: CustomerOrderPageProps) {
  const { status, retry } = useCheckoutTexts();
  const { t } = useTranslation();
  if (status === 'ready') return <CustomerOrderFlow {...props} />;
  if (status === 'loading') return <LoadingIndicator />;
  return (
    <article className="page">
      <Alert tone="error">
        <p>{t('errors.unexpected')}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {t('account.check.retry')}
        </button>
      </Alert>
    </article>
  );
}

function CustomerOrderFlow({ logic, onActor }: CustomerOrderPageProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const navigate = useNavigate();
  const location = useLocation();
  const { customerOrder: ports } = useSystem();
  const actor = useActorRef(
    logic ??
      customerOrderLogic({
        ports,
        navigate: (to, { replace }) => void navigate(to, { replace }),
        currentPath: () => `${window.location.pathname}${window.location.search}`,
      }),
    {
      input: {
        step: orderStepOf(location.pathname),
        paymentReturn: orderStepOf(location.pathname) === 'payment' ? paymentReturnOf(location.search) : null,
      },
    },
  );
  useEffect(() => {
    onActor?.(actor);
  }, [actor, onActor]);
  // The live view (?flows=live) and the browser tests' flow coverage follow this flow while it runs.
  useRunningFlow('customerOrder', actor);
  const snapshot = useSelector(actor, (s) => s);
  const view = customerOrderView(snapshot);
  const urlStep = orderStepOf(location.pathname);
  useCheckoutTracking(view.step, snapshot.context.summary);

  // The URL moved to another step than the machine shows (back, forward, a link): resume there.
  useEffect(() => {
    if (urlStep && urlStepIsNews(actor.getSnapshot(), urlStep)) actor.send({ type: 'url.stepChanged', step: urlStep });
  }, [actor, urlStep]);

  const title = t(view.title);
  usePageMeta(title, null);

  if (view.content.kind === 'starting') {
    return (
      <article className="page checkout-page">
        <div className="loading" role="status">
          <Spinner />
          <p>{t(view.content.text)}</p>
        </div>
      </article>
    );
  }

  return (
    <article className="page checkout-page" aria-busy={view.busy}>
      {view.progress && <OrderProgress progress={view.progress} />}
      {/* A new heading element per step: it takes the focus when the step changes. */}
      <StepHeading key={view.step ?? 'problem'}>{title}</StepHeading>
      <StepContent content={view.content} context={snapshot.context} send={actor.send} />
    </article>
  );
}

type Send = CustomerOrderActor['send'];

/** The step's content as the view-model says (./view-model/customer-order-view.ts). */
function StepContent({
  content,
  context,
  send,
}: {
  content: CustomerStepContent;
  context: CustomerOrderContext;
  send: Send;
}) {
  const onSend = (type: CustomerOrderAction) => send({ type });
  switch (content.kind) {
    case 'notice':
      return <StepNoticeView notice={content.notice} onSend={onSend} />;
    case 'soldOut':
      return <CustomerFullyBooked positions={context.failure?.positions ?? []} summary={context.summary} />;
    case 'buyer':
      return (
        <BuyerStep
          view={content}
          onSend={onSend}
          onSubmit={(buyer) => send({ type: 'user.buyerSubmitted', buyer })}
          submitSends="user.buyerSubmitted"
        />
      );
    case 'participants':
      return (
        <ParticipantsStep
          view={content}
          onSend={onSend}
          onSubmit={(request) => send({ type: 'user.participantsSaved', request })}
          onSkip={() => send({ type: 'user.participantsSkipped' })}
          sends={{ save: 'user.participantsSaved', skip: 'user.participantsSkipped' }}
        />
      );
    case 'upload':
      return (
        <UploadStep
          view={content}
          onSend={onSend}
          onFile={(file) =>
            send({ type: 'user.fileChosen', file: { file, fileName: file.name, sizeBytes: file.size } })
          }
          onContinue={() => send({ type: 'user.continue' })}
          sends={{ file: 'user.fileChosen', continue: 'user.continue' }}
        />
      );
    case 'paymentChoice':
      return (
        <PaymentChoiceStep
          view={content}
          onSend={onSend}
          onSubmit={(choice) => send({ type: 'user.paymentChosen', choice })}
          submitSends="user.paymentChosen"
        />
      );
    case 'summary':
      return (
        <SummaryStep
          view={content}
          onSend={onSend}
          onConfirm={(confirmation) => send({ type: 'user.confirmed', confirmation })}
          confirmSends="user.confirmed"
        />
      );
    case 'payment':
      return <PaymentStep view={content} />;
    case 'complete':
      return <CompleteStep view={content} onDownloadInvoice={downloadCustomerInvoice} />;
    case 'evaluation':
      return <OrderEvaluationView evaluation={content.evaluation} />;
    case 'waiting':
      return <WaitingStep view={content} />;
    default:
      return <LoadingIndicator />;
  }
}

export const customerOrderRoute: Pick<RouteObject, 'Component'> = { Component: () => <CustomerOrderPage /> };
