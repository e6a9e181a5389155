/**
 * The view of the guest order flow's state: the progress, the step's heading and the step view — the
 * shared ones of ../steps (buyer form, summary, proof upload, payment selection, payment page, order
 * complete) and the guest's notices (./GuestNotices). Every waiting state shows a spinner with text,
 * every failure its reason and a way on (retry, back, start again).
 */
import { useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { GuestOrderContext } from '../../../../machines/guestOrder.machine';
import type { GuestOrderLogic } from '../../../actors/guestOrder';
import { guestOrderPath } from '../../../actors/guestOrder';
import { Alert } from '../../../components/Alert';
import { Spinner } from '../../../components/Spinner';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatCents } from '../../../lib/format';
import { BuyerForm } from '../../../components/forms/BuyerForm';
import { FileUploadStep, type UploadProblem } from '../steps/FileUploadStep';
import { OrderComplete } from '../steps/OrderComplete';
import { PaymentRedirectView } from '../steps/PaymentRedirectView';
import { PaymentSelectionStep } from '../steps/PaymentSelectionStep';
import { StepHeading } from '../steps/StepHeading';
import { StepProgress, type ProgressStep } from '../steps/StepProgress';
import { SummaryView } from '../steps/SummaryView';
import { AccountExistsNotice, ExpiredNotice, FullyBookedNotice, GuestCartOverview, PaymentUnfinishedNotice } from './GuestNotices';

export type GuestOrderActor = ActorRefFrom<GuestOrderLogic>;

/** The progress list: the proof step only when the order (or cart) needs one. */
function progressSteps(t: TFunction, context: GuestOrderContext): ProgressStep[] {
  const proof = context.order?.proofRequired ?? context.cart?.verificationStep ?? false;
  return [
    { id: 'buyer', label: t('checkout.progress.buyer') },
    { id: 'summary', label: t('checkout.progress.summary') },
    ...(proof ? [{ id: 'upload', label: t('checkout.progress.upload') }] : []),
    { id: 'payment', label: t('checkout.progress.payment') },
    { id: 'complete', label: t('checkout.progress.complete') },
  ];
}

const PROGRESS_OF_STEP: Record<GuestOrderContext['step'], string> = {
  guest: 'buyer',
  'guest-summary': 'summary',
  order: 'summary',
  'file-upload': 'upload',
  'payment-selection': 'payment',
  payment: 'payment',
  'guest-order-complete': 'complete',
};

/** Why an upload failed, as the upload step names it. */
function uploadProblem(code: string | null | undefined): UploadProblem {
  if (code === 'UPLOAD_TYPE_REFUSED') return 'type';
  if (code === 'UPLOAD_TOO_LARGE') return 'size';
  return 'failed';
}

function Waiting({ text }: { text: string }) {
  return (
    <div className="loading" role="status">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}

function Failure({ text, onRetry, retryLabel }: { text: string; onRetry: () => void; retryLabel: string }) {
  return (
    <Alert tone="error">
      <p>{text}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </Alert>
  );
}

export function GuestSteps({ actor }: { actor: GuestOrderActor }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  const retry = () => send({ type: 'user.retry' });
  const retryLabel = t('checkout.retry');
  const failure = context.failure;

  if (snapshot.matches('resuming')) return <Waiting text={t('checkout.loading')} />;
  if (snapshot.matches('resumeFailed')) return <Failure text={t('guestOrder.errors.resume')} onRetry={retry} retryLabel={retryLabel} />;
  if (snapshot.matches('expired')) return <ExpiredNotice onRestart={() => send({ type: 'user.restart' })} />;

  const progress = <StepProgress steps={progressSteps(t, context)} current={PROGRESS_OF_STEP[context.step]} />;

  if (snapshot.matches('guest')) {
    const saving = snapshot.matches({ guest: 'saving' }) || snapshot.matches({ guest: 'signingIn' });
    const fieldErrors = failure?.field && failure.message ? { [failure.field]: failure.message } : undefined;
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.guest')}</StepHeading>
        <p>{t('guestOrder.intro')}</p>
        <GuestCartOverview />
        {snapshot.matches({ guest: 'accountExists' }) || snapshot.matches({ guest: 'signingIn' }) || snapshot.matches({ guest: 'signInFailed' }) ? (
          <AccountExistsNotice
            email={context.buyer?.email ?? ''}
            busy={snapshot.matches({ guest: 'signingIn' })}
            signInFailed={snapshot.matches({ guest: 'signInFailed' })}
            onSignIn={() => send({ type: snapshot.matches({ guest: 'signInFailed' }) ? 'user.retry' : 'user.signIn' })}
            onContinue={() => send({ type: 'user.continueAsGuest' })}
          />
        ) : (
          <BuyerForm
            initial={context.buyer ?? {}}
            taxNumberRequired={false}
            busy={saving}
            submitLabel={t('guestOrder.toSummary')}
            onSubmit={(buyer) => send({ type: 'user.submit', buyer })}
            serverErrors={fieldErrors}
          >
            {snapshot.matches({ guest: 'saveFailed' }) && !fieldErrors && (
              <Failure text={t('customerOrder.errors.save')} onRetry={retry} retryLabel={retryLabel} />
            )}
          </BuyerForm>
        )}
      </>
    );
  }

  if (snapshot.matches('summary')) {
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.summary')}</StepHeading>
        {snapshot.matches({ summary: 'loading' }) && <Waiting text={t('checkout.loading')} />}
        {snapshot.matches({ summary: 'loadFailed' }) && <Failure text={t('customerOrder.errors.summary')} onRetry={retry} retryLabel={retryLabel} />}
        {snapshot.matches({ summary: 'ready' }) && context.summary && (
          <SummaryView
            summary={context.summary}
            busy={false}
            editBuyerTo={guestOrderPath('guest')}
            onConfirm={(confirmation) => send({ type: 'user.placeOrder', choice: { earlyStartRequested: confirmation.earlyStartRequested === true } })}
          />
        )}
        <BackButton onBack={() => send({ type: 'user.back' })} />
      </>
    );
  }

  if (snapshot.matches('ordering')) {
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.order')}</StepHeading>
        {snapshot.matches({ ordering: 'placing' }) && <Waiting text={t('guestOrder.placing')} />}
        {snapshot.matches({ ordering: 'priceChanged' }) && context.summary && (
          <SummaryView summary={context.summary} busy={false} onConfirm={() => send({ type: 'user.confirmPrice' })}>
            <PriceChangedNotice total={context.summary.totals.grossValue} />
          </SummaryView>
        )}
        {snapshot.matches({ ordering: 'priceChanged' }) && <BackButton onBack={() => send({ type: 'user.back' })} />}
        {snapshot.matches({ ordering: 'fullyBooked' }) && (
          <FullyBookedNotice summary={context.summary} positions={failure?.positions ?? []} onBackToCart={() => send({ type: 'user.backToCart' })} />
        )}
        {snapshot.matches({ ordering: 'failed' }) && (
          <>
            <Failure
              text={failure?.status === 412 && failure.message ? t('guestOrder.errors.precondition', { message: failure.message }) : t('customerOrder.errors.place')}
              onRetry={retry}
              retryLabel={retryLabel}
            />
            <BackButton onBack={() => send({ type: 'user.back' })} />
          </>
        )}
      </>
    );
  }

  if (snapshot.matches('fileUpload') && context.order) {
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.fileUpload')}</StepHeading>
        <FileUploadStep
          uploads={context.order.proofs}
          uploading={snapshot.matches({ fileUpload: 'uploading' }) ? context.uploading : null}
          problem={snapshot.matches({ fileUpload: 'failed' }) ? uploadProblem(failure?.code) : null}
          onFile={(file) => send({ type: 'user.upload', file })}
          onContinue={() => send({ type: 'user.continue' })}
        />
      </>
    );
  }

  if (snapshot.matches('paymentSelection')) {
    const ibanRefused = failure?.field === 'sepa.iban';
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.paymentSelection')}</StepHeading>
        {snapshot.matches({ paymentSelection: 'loading' }) && <Waiting text={t('checkout.loading')} />}
        {snapshot.matches({ paymentSelection: 'loadFailed' }) && <Failure text={t('customerOrder.errors.offers')} onRetry={retry} retryLabel={retryLabel} />}
        {!snapshot.matches({ paymentSelection: 'loading' }) && !snapshot.matches({ paymentSelection: 'loadFailed' }) && (
          <PaymentSelectionStep
            offers={context.offers}
            chosen={null}
            busy={snapshot.matches({ paymentSelection: 'paying' })}
            submitLabel={t('guestOrder.choosePayment')}
            onSubmit={(choice) => send({ type: 'user.choosePayment', choice })}
            ibanError={ibanRefused ? failure?.message : null}
          >
            {context.paymentOutcome && (
              <Alert tone="error">
                <p>{t(context.paymentOutcome === 'CANCELLED' ? 'customerOrder.paymentCancelled' : 'customerOrder.paymentDeclined')}</p>
              </Alert>
            )}
            {snapshot.matches({ paymentSelection: 'failed' }) && <Failure text={t('guestOrder.errors.pay')} onRetry={retry} retryLabel={retryLabel} />}
          </PaymentSelectionStep>
        )}
      </>
    );
  }

  if (snapshot.matches('payment')) {
    return (
      <>
        {progress}
        <StepHeading>{t('guestOrder.title.payment')}</StepHeading>
        {snapshot.matches({ payment: 'leaving' }) && <PaymentRedirectView mode="leaving" redirectUrl={context.order?.payment?.redirectUrl} />}
        {snapshot.matches({ payment: 'validating' }) && <PaymentRedirectView mode="validating" />}
        {snapshot.matches({ payment: 'unfinished' }) && (
          <PaymentUnfinishedNotice
            onCheck={retry}
            onPayAgain={() => send({ type: 'user.payAgain' })}
            onChooseAgain={() => send({ type: 'user.choosePaymentAgain' })}
          />
        )}
        {snapshot.matches({ payment: 'failed' }) && <Failure text={t('customerOrder.errors.validatePayment')} onRetry={retry} retryLabel={retryLabel} />}
      </>
    );
  }

  if (snapshot.matches('complete') && context.order) {
    return (
      <>
        {progress}
        <OrderComplete order={context.order} />
      </>
    );
  }
  return null;
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <p className="guest-order__back">
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t('checkout.back')}
      </button>
    </p>
  );
}

function PriceChangedNotice({ total }: { total: number }) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <Alert tone="info">
      <p>{t('guestOrder.priceChanged', { total: formatCents(total, i18n.language === 'en' ? 'en' : 'de') })}</p>
    </Alert>
  );
}
