/**
 * The guest order flow's step content, as its view-model says (../view-model/guest-order-view.ts):
 * the steps both order flows share (../steps: buyer data, participants, summary, proof upload, payment
 * selection, payment page, order complete) and the guest's notices (./GuestNotices), with the guest
 * flow's events. A module of its own, loaded beside the page's (src/server/plugins/route-preloads.ts)
 * and evaluated apart from it: the forms and their validation are most of the flow's script, and in
 * one evaluation with the rest they were one long task (issue 28 §4).
 */
import type { ActorRefFrom } from 'xstate';
import type { GuestOrderContext } from '../../../../machines/guestOrder.machine';
import { downloadGuestInvoice, type GuestOrderLogic } from '../../../actors/guestOrder';
import { sessionBuyerDraft } from '../../../components/forms/buyer-draft-store';
import { BuyerStep } from '../steps/BuyerStep';
import { CompleteStep } from '../steps/CompleteStep';
import { ParticipantsStep } from '../steps/ParticipantsStep';
import { PaymentChoiceStep } from '../steps/PaymentChoiceStep';
import { PaymentStep } from '../steps/PaymentStep';
import { StepNoticeView } from '../steps/StepNotice';
import { SummaryStep } from '../steps/SummaryStep';
import { UploadStep } from '../steps/UploadStep';
import { WaitingStep } from '../steps/WaitingStep';
import type { GuestOrderAction, GuestStepContent } from '../view-model/guest-order-view';
import { AccountExistsNotice, ExpiredNotice, FullyBookedNotice, PaymentUnfinishedNotice } from './GuestNotices';

type Send = ActorRefFrom<GuestOrderLogic>['send'];

/** The guest's "Ihre Daten" survive a reload of the tab (forgotten by ./forget-buyer-draft.ts). */
const BUYER_DRAFT = sessionBuyerDraft();

/** The step's content as the view-model says. */
export default function GuestStep({ content, context, send }: { content: GuestStepContent; context: GuestOrderContext; send: Send }) {
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

