/**
 * /order/* (spec §2 customer order flow): the route module of the customer order machine
 * (machines/customerOrder.machine.ts), a flow-local actor. The URL's step is the machine's input;
 * a later change of the URL (back, forward, a link) is `url.stepChanged`, and the machine puts its
 * step into the URL (src/actors/customerOrder.ts). The page shows the progress, the step's heading
 * (focused on every step change) and the shared step view, or the state's message with its way on.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, type RouteObject } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import {
  ORDER_STEP_PATHS,
  orderStepOf,
  type CustomerOrderContext,
  type OrderStep,
} from '../../../machines/customerOrder.machine';
import { customerOrderLogic, downloadCustomerInvoice, type CustomerOrderLogic } from '../../actors/customerOrder';
import { Alert } from '../../components/Alert';
import { LoadingIndicator } from '../../components/LoadingIndicator';
import { usePageMeta } from '../../components/page-meta';
import { Spinner } from '../../components/Spinner';
import { CHECKOUT_NAMESPACE, useCheckoutTexts } from '../../lib/checkout-texts';
import { coursePath } from '../../shared/page-paths';
import type { PaymentReturn } from '../../shared/order';
import { useSystem } from '../../state/system-context';
import { BuyerForm } from '../../components/forms/BuyerForm';
import { FileUploadStep, type UploadProblem } from './steps/FileUploadStep';
import { OrderComplete } from './steps/OrderComplete';
import { OrderEvaluationView } from './steps/OrderEvaluationView';
import { PaymentRedirectView } from './steps/PaymentRedirectView';
import { PaymentSelectionStep } from './steps/PaymentSelectionStep';
import { StepHeading } from './steps/StepHeading';
import { StepProgress, type ProgressStep } from './steps/StepProgress';
import { SummaryView } from './steps/SummaryView';

type Snapshot = SnapshotFrom<CustomerOrderLogic>;

/** The step the machine shows (its URL), or null while it loads or has left. */
export function shownStep(snapshot: Snapshot): OrderStep | null {
  for (const step of [
    'customer',
    'fileUpload',
    'paymentSelection',
    'payment',
    'orderComplete',
    'evaluation',
  ] as const) {
    if (snapshot.matches(step)) return step;
  }
  if (
    snapshot.matches('summary') ||
    snapshot.matches('placing') ||
    snapshot.matches('placeFailed') ||
    snapshot.matches('fullyBooked')
  )
    return 'summary';
  return null;
}

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
  const { customerOrder: ports, flows } = useSystem();
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
  // The live view (?flows=live) shows this flow while it runs.
  useEffect(() => flows?.add('customerOrder', actor), [flows, actor]);
  const snapshot = useSelector(actor, (s) => s);
  const step = shownStep(snapshot);
  const urlStep = orderStepOf(location.pathname);

  // The URL moved to another step than the machine shows (back, forward, a link): resume there.
  useEffect(() => {
    const current = actor.getSnapshot();
    if (!urlStep || urlStep === shownStep(current)) return;
    if (current.matches('loading') && current.context.requestedStep === urlStep) return;
    if (current.matches('cartEmpty')) return;
    actor.send({ type: 'url.stepChanged', step: urlStep });
  }, [actor, urlStep]);

  const title = t(`customerOrder.title.${step ?? 'problem'}`);
  usePageMeta(title, null);
  const context = snapshot.context;
  const progress = useProgress(context);

  if (snapshot.matches('loading') || snapshot.matches('cartEmpty')) {
    return (
      <article className="page checkout-page">
        <div className="loading" role="status">
          <Spinner />
          <p>{snapshot.matches('cartEmpty') ? t('customerOrder.cartEmpty') : t('checkout.loading')}</p>
        </div>
      </article>
    );
  }

  return (
    <article className="page checkout-page" aria-busy={snapshot.hasTag('loading')}>
      {progress.length > 0 && step && <StepProgress steps={progress} current={progressIdOf(step)} />}
      {/* A new heading element per step: it takes the focus when the step changes. */}
      <StepHeading key={step ?? 'problem'}>{title}</StepHeading>
      <StepContent snapshot={snapshot} send={actor.send} />
    </article>
  );
}

type Send = CustomerOrderActor['send'];

function StepContent({ snapshot, send }: { snapshot: Snapshot; send: Send }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const context = snapshot.context;
  const failure = context.failure;
  const retryButton = (
    <button type="button" className="button button--secondary" onClick={() => send({ type: 'user.retry' })}>
      {t('checkout.retry')}
    </button>
  );
  const errorWithRetry = (key: string) => (
    <Alert tone="error">
      <p>{t(key)}</p>
      <p>{retryButton}</p>
    </Alert>
  );

  if (snapshot.matches('loadFailed')) return errorWithRetry('customerOrder.errors.load');
  if (snapshot.matches('sessionExpired')) {
    return (
      <Alert tone="error">
        <p>{t('customerOrder.sessionExpired.text')}</p>
        <p>
          <button type="button" className="button button--primary" onClick={() => send({ type: 'user.login' })}>
            {t('customerOrder.sessionExpired.login')}
          </button>
        </p>
      </Alert>
    );
  }

  const checkout = context.checkout;
  if (snapshot.matches('customer') && checkout) {
    const fieldError =
      failure?.field && snapshot.matches({ customer: 'failed' }) ? { [failure.field]: failure.message } : undefined;
    return (
      <>
        {snapshot.matches({ customer: 'failed' }) && !fieldError && (
          // Placing was refused for missing buyer data (412): say so, not "not saved".
          <Alert tone="error">
            {t(
              failure?.code === 'CUSTOMER_INCOMPLETE' ? 'customerOrder.errors.incomplete' : 'customerOrder.errors.save',
            )}
          </Alert>
        )}
        <BuyerForm
          initial={checkout.customer}
          taxNumberRequired={checkout.customer.taxNumberRequired}
          busy={snapshot.hasTag('loading')}
          submitLabel={t('customerOrder.saveCustomer')}
          emailReadOnly={Boolean(checkout.customer.email)}
          serverErrors={fieldError}
          onSubmit={(buyer) => send({ type: 'user.buyerSubmitted', buyer })}
        />
      </>
    );
  }

  if (snapshot.matches('fileUpload') && checkout) {
    const problem: UploadProblem | null = !snapshot.matches({ fileUpload: 'failed' })
      ? null
      : failure?.code === 'UPLOAD_TYPE_REFUSED'
        ? 'type'
        : failure?.code === 'UPLOAD_TOO_LARGE'
          ? 'size'
          : 'failed';
    return (
      <>
        {/* Placing was refused for a missing proof (412): the shopper is sent back here and told why. */}
        {failure?.code === 'PROOF_MISSING' && snapshot.matches({ fileUpload: 'failed' }) && (
          <Alert tone="error">{t('checkout.upload.missing')}</Alert>
        )}
        <FileUploadStep
          uploads={checkout.uploads}
          uploading={context.uploading}
          problem={failure?.code === 'PROOF_MISSING' ? null : problem}
          onFile={(file) =>
            send({ type: 'user.fileChosen', file: { file, fileName: file.name, sizeBytes: file.size } })
          }
          onContinue={() => send({ type: 'user.continue' })}
        >
          <Link to={ORDER_STEP_PATHS.customer}>{t('checkout.back')}</Link>
        </FileUploadStep>
      </>
    );
  }

  if (snapshot.matches('paymentSelection')) {
    if (snapshot.matches({ paymentSelection: 'loadingOffers' })) return <LoadingIndicator />;
    if (snapshot.matches({ paymentSelection: 'offersFailed' })) return errorWithRetry('customerOrder.errors.offers');
    const order = context.order;
    const ended =
      order?.payment?.status === 'DECLINED'
        ? 'paymentDeclined'
        : order?.payment?.status === 'CANCELLED'
          ? 'paymentCancelled'
          : null;
    const saveFailed = snapshot.matches({ paymentSelection: 'failed' });
    // Placing was refused for the method (412 missing / 422 not offered): sent back here and told why.
    const methodRefused =
      !saveFailed && (failure?.code === 'PAYMENT_METHOD_MISSING' || failure?.code === 'PAYMENT_METHOD_NOT_OFFERED');
    const ibanError = saveFailed && failure?.code === 'IBAN_INVALID' ? t('checkout.payment.errors.ibanChecksum') : null;
    const repaying = order !== null && order.status !== 'CONFIRMED';
    return (
      <>
        {ended && <Alert tone="error">{t(`customerOrder.${ended}`)}</Alert>}
        {methodRefused && (
          <Alert tone="error">
            {t(
              failure?.code === 'PAYMENT_METHOD_NOT_OFFERED'
                ? 'customerOrder.errors.notOffered'
                : 'checkout.payment.errors.method',
            )}
          </Alert>
        )}
        {saveFailed && !ibanError && (
          <Alert tone="error">
            {t(
              failure?.code === 'PAYMENT_METHOD_NOT_OFFERED'
                ? 'customerOrder.errors.notOffered'
                : 'customerOrder.errors.save',
            )}
          </Alert>
        )}
        <PaymentSelectionStep
          offers={context.offers}
          chosen={repaying ? null : (checkout?.payment ?? null)}
          busy={snapshot.hasTag('loading')}
          submitLabel={t(repaying ? 'customerOrder.repay' : 'customerOrder.savePayment')}
          ibanError={ibanError}
          onSubmit={(choice) => send({ type: 'user.paymentChosen', choice })}
        >
          {!repaying && (
            <Link to={checkout?.cart.verificationStep ? ORDER_STEP_PATHS.fileUpload : ORDER_STEP_PATHS.customer}>
              {t('checkout.back')}
            </Link>
          )}
        </PaymentSelectionStep>
      </>
    );
  }

  if (snapshot.matches('fullyBooked')) {
    const lines = context.summary?.lines ?? [];
    return (
      <Alert tone="error">
        <h2 className="alert__title">{t('customerOrder.fullyBooked.title')}</h2>
        <p>{t('customerOrder.fullyBooked.text')}</p>
        <ul>
          {(failure?.positions ?? []).map((position) => {
            const kind = lines.find((line) => line.positionId === position.positionId)?.courseKind ?? null;
            return (
              <li key={position.positionId}>
                {position.name}
                {kind && (
                  <>
                    {' – '}
                    <Link to={coursePath({ id: position.courseId, name: position.name, kind })}>
                      {t('customerOrder.fullyBooked.waitingList')}
                    </Link>
                  </>
                )}
              </li>
            );
          })}
        </ul>
        <p>{t('customerOrder.fullyBooked.hint')}</p>
        <p>
          <Link to="/warenkorb" className="button button--secondary">
            {t('customerOrder.toCart')}
          </Link>
        </p>
      </Alert>
    );
  }

  if (snapshot.matches('summary') || snapshot.matches('placing') || snapshot.matches('placeFailed')) {
    if (snapshot.matches({ summary: 'loading' })) return <LoadingIndicator />;
    if (snapshot.matches({ summary: 'failed' })) return errorWithRetry('customerOrder.errors.summary');
    const summary = context.summary;
    if (!summary) return <LoadingIndicator />;
    return (
      <>
        {snapshot.matches({ summary: 'priceChanged' }) && <Alert tone="info">{t('customerOrder.priceChanged')}</Alert>}
        <SummaryView
          summary={summary}
          busy={snapshot.matches('placing')}
          onConfirm={(confirmation) => send({ type: 'user.confirmed', confirmation })}
          editBuyerTo={ORDER_STEP_PATHS.customer}
          editPaymentTo={summary.paymentStep ? ORDER_STEP_PATHS.paymentSelection : undefined}
        >
          {snapshot.matches('placeFailed') && errorWithRetry('customerOrder.errors.place')}
        </SummaryView>
      </>
    );
  }

  if (snapshot.matches('payment')) {
    if (snapshot.matches({ payment: 'failed' })) {
      return (
        <Alert tone="error">
          <p>{t('customerOrder.errors.validatePayment')}</p>
          <p>
            {retryButton} <Link to={ORDER_STEP_PATHS.paymentSelection}>{t('checkout.payment.legend')}</Link>
          </p>
        </Alert>
      );
    }
    return (
      <PaymentRedirectView
        mode={snapshot.matches({ payment: 'leaving' }) ? 'leaving' : 'validating'}
        redirectUrl={context.order?.payment?.redirectUrl}
      />
    );
  }

  if (snapshot.matches('orderComplete') && context.order) {
    return (
      <OrderComplete order={context.order} onDownloadInvoice={downloadCustomerInvoice}>
        <p className="checkout-form__actions">
          <Link to={ORDER_STEP_PATHS.evaluation} className="button button--secondary">
            {t('customerOrder.toEvaluation')}
          </Link>
          <Link to="/customer-dashboard">{t('customerOrder.toDashboard')}</Link>
        </p>
      </OrderComplete>
    );
  }

  if (snapshot.matches('evaluation')) {
    if (snapshot.matches({ evaluation: 'failed' })) return errorWithRetry('customerOrder.errors.evaluation');
    if (!context.evaluation) return <LoadingIndicator />;
    return <OrderEvaluationView evaluation={context.evaluation} />;
  }
  return <LoadingIndicator />;
}

/** The progress steps of this checkout (the upload and payment steps only when the cart has them). */
function useProgress(context: CustomerOrderContext): ProgressStep[] {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const cart = context.checkout?.cart;
  // Once placed, the cart is empty: the order says which steps it had.
  const verification = (cart?.verificationStep ?? false) || (context.order?.proofRequired ?? false);
  const payment = (cart?.paymentStep ?? false) || context.order?.payment != null;
  return useMemo(() => {
    if (!context.checkout) return [];
    return [
      { id: 'buyer', label: t('checkout.progress.buyer') },
      ...(verification ? [{ id: 'upload', label: t('checkout.progress.upload') }] : []),
      ...(payment ? [{ id: 'payment', label: t('checkout.progress.payment') }] : []),
      { id: 'summary', label: t('checkout.progress.summary') },
      { id: 'complete', label: t('checkout.progress.complete') },
    ];
  }, [t, context.checkout, verification, payment]);
}

function progressIdOf(step: OrderStep): string {
  switch (step) {
    case 'customer':
      return 'buyer';
    case 'fileUpload':
      return 'upload';
    case 'paymentSelection':
      return 'payment';
    case 'summary':
      return 'summary';
    case 'payment':
      return 'payment';
    default:
      return 'complete';
  }
}

export const customerOrderRoute: Pick<RouteObject, 'Component'> = { Component: () => <CustomerOrderPage /> };
