/**
 * The view of the guest order flow's state, as its view-model says (../view-model/guest-order-view.ts):
 * the progress, the step's heading and the step — the steps both order flows share (../steps: buyer
 * data, participants, summary, proof upload, payment selection, payment page, order complete) and the guest's notices
 * (./GuestNotices). Every waiting state shows a spinner with text, every failure its reason and a way
 * on (retry, back, start again).
 */
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GuestOrderContext } from '../../../../machines/guestOrder.machine';
import { downloadGuestInvoice, type GuestOrderLogic } from '../../../actors/guestOrder';
import { sessionBuyerDraft } from '../../../components/forms/buyer-draft-store';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { BuyerStep } from '../steps/BuyerStep';
import { CompleteStep } from '../steps/CompleteStep';
import { OrderProgress } from '../steps/OrderProgress';
import { ParticipantsStep } from '../steps/ParticipantsStep';
import { PaymentChoiceStep } from '../steps/PaymentChoiceStep';
import { PaymentStep } from '../steps/PaymentStep';
import { StepHeading } from '../steps/StepHeading';
import { StepNoticeView } from '../steps/StepNotice';
import { SummaryStep } from '../steps/SummaryStep';
import { UploadStep } from '../steps/UploadStep';
import { WaitingStep } from '../steps/WaitingStep';
import { guestOrderView, type GuestOrderAction, type GuestStepContent } from '../view-model/guest-order-view';
import {
  AccountExistsNotice,
  ExpiredNotice,
  FullyBookedNotice,
  GuestCartOverview,
  PaymentUnfinishedNotice,
} from './GuestNotices';

export type GuestOrderActor = ActorRefFrom<GuestOrderLogic>;
type Send = GuestOrderActor['send'];

/** The guest's "Ihre Daten" survive a reload of the tab (forgotten by ./forget-buyer-draft.ts). */
const BUYER_DRAFT = sessionBuyerDraft();

export function GuestSteps({ actor }: { actor: GuestOrderActor }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const snapshot = useSelector(actor, (s) => s);
  const view = guestOrderView(snapshot);
  return (
    <>
      {view.progress && <OrderProgress progress={view.progress} />}
      {view.heading && <StepHeading>{t(view.heading)}</StepHeading>}
      {view.intro && (
        <>
          <p>{t('guestOrder.intro')}</p>
          <GuestCartOverview />
        </>
      )}
      <GuestStep content={view.content} context={snapshot.context} send={actor.send} />
      {view.back && <BackButton onBack={() => actor.send({ type: 'user.back' })} />}
    </>
  );
}

/** The step's content as the view-model says. */
function GuestStep({ content, context, send }: { content: GuestStepContent; context: GuestOrderContext; send: Send }) {
  const onSend = (type: GuestOrderAction) => send({ type });
  switch (content.kind) {
    case 'waiting':
      return <WaitingStep view={content} />;
    case 'notice':
      return <StepNoticeView notice={content.notice} onSend={onSend} />;
    case 'expired':
      return <ExpiredNotice onRestart={() => send({ type: 'user.restart' })} />;
    case 'accountExists':
      return (
        <AccountExistsNotice
          email={content.email}
          busy={content.busy}
          signInFailed={content.signInFailed}
          onSignIn={() => send({ type: content.signInFailed ? 'user.retry' : 'user.signIn' })}
          onContinue={() => send({ type: 'user.continueAsGuest' })}
        />
      );
    case 'soldOut':
      return (
        <FullyBookedNotice
          summary={context.summary}
          positions={context.failure?.positions ?? []}
          onBackToCart={() => send({ type: 'user.backToCart' })}
        />
      );
    case 'unfinished':
      return (
        <PaymentUnfinishedNotice
          onCheck={() => send({ type: 'user.retry' })}
          onPayAgain={() => send({ type: 'user.payAgain' })}
          onChooseAgain={() => send({ type: 'user.choosePaymentAgain' })}
        />
      );
    default:
      return <SharedStep content={content} send={send} onSend={onSend} />;
  }
}

/** The steps both order flows share, with the guest flow's events. */
function SharedStep({
  content,
  send,
  onSend,
}: {
  content: GuestStepContent;
  send: Send;
  onSend: (type: GuestOrderAction) => void;
}) {
  switch (content.kind) {
    case 'buyer':
      return (
        <BuyerStep
          view={content}
          onSend={onSend}
          onSubmit={(buyer) => send({ type: 'user.submit', buyer })}
          submitSends="user.submit"
          draft={BUYER_DRAFT}
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
          onFile={(file) => send({ type: 'user.upload', file })}
          onContinue={() => send({ type: 'user.continue' })}
          sends={{ file: 'user.upload', continue: 'user.continue' }}
        />
      );
    case 'paymentChoice':
      return (
        <PaymentChoiceStep
          view={content}
          onSend={onSend}
          onSubmit={(choice) => send({ type: 'user.choosePayment', choice })}
          submitSends="user.choosePayment"
        />
      );
    case 'summary':
      return (
        <SummaryStep
          view={content}
          onSend={onSend}
          confirmSends={content.confirm}
          onConfirm={(confirmation) =>
            send(
              content.confirm === 'user.confirmPrice'
                ? { type: 'user.confirmPrice' }
                : {
                    type: 'user.placeOrder',
                    choice: { earlyStartRequested: confirmation.earlyStartRequested === true },
                  },
            )
          }
        />
      );
    case 'payment':
      return <PaymentStep view={content} />;
    case 'complete':
      return <CompleteStep view={content} onDownloadInvoice={downloadGuestInvoice} />;
    default:
      return null;
  }
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <p className="guest-order__back">
      <button type="button" className="button button--secondary" onClick={onBack} data-event="user.back">
        {t('checkout.back')}
      </button>
    </p>
  );
}
