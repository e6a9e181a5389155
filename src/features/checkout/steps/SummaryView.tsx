/**
 * The order summary (issue 11 §7; /order/summary and /guest-order/guest-summary): every position
 * with organizer, dates, price level and voucher; net, VAT per rate and gross in EUR, the exemption
 * note (§4 Nr. 21 UStG) where a position is exempt; the buyer and the payment method; the contracting
 * party ("Vertragspartner": the configured seller, who sells in its own name; issue 24 §4) with a link
 * to the marketplace information; for consumers the withdrawal notice, naming the seller as the recipient
 * of a withdrawal and linking the model instructions and form (/widerruf, issue 24 §2), and, for a
 * course starting within 14 days, the explicit request to start early (§356 BGB); consent to the terms (/agb) and the privacy notice (/datenschutz); and the button
 * "zahlungspflichtig bestellen" (§312j BGB). A distance-learning course (issue 26 §3) shows its ZFU number
 * and instalment plan, and what is due today. The flow gets the consents with `onConfirm`.
 */
import { Form, Formik } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import * as Yup from 'yup';
import { SubmitButton } from '../../../components/SubmitButton';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatCents, formatNumber } from '../../../lib/format';
import { formatDate } from '../../../lib/format-date';
import { isSupportedLanguage } from '../../../lib/language';
import type { LineTraining, OrderSummary, PricedLine } from '../../../shared/order';
import { sellerAddress, type SellerIdentity } from '../../../shared/seller';
import { CheckboxField } from '../../../components/forms/fields';
import { InstalmentPlan } from '../../../components/InstalmentPlan';
import './steps.css';

/**
 * The marketplace information's section on who answers for what (content page 'marktplatz-informationen',
 * Art. 246d EGBGB). A literal, not an import of src/shared/content-pages.ts: sharing that module between
 * the lazy routes would add a chunk to the start page's preload list (its budget, src/build/start-page-budget.ts).
 */
const MARKETPLACE_RESPONSIBILITIES = '/marktplatz-informationen#verantwortung';
/** The model withdrawal instructions and form (content page 'widerruf'; a literal for the same reason). */
const WITHDRAWAL_PAGE = '/widerruf';

export interface SummaryConfirmation {
  earlyStartRequested?: boolean;
}

export interface SummaryViewProps {
  summary: OrderSummary;
  busy: boolean;
  onConfirm: (confirmation: SummaryConfirmation) => void;
  /** The machine event the order button sends (data-event, for the model-based tests' control check). */
  confirmSends?: string;
  /** Where the buyer data and the payment method can be changed (links), when the flow allows it. */
  editBuyerTo?: string;
  editPaymentTo?: string;
  /** Above the button (e.g. the price-changed notice). */
  children?: ReactNode;
  /** Guest flow: the order is placed first and paid after (another button text). */
  submitLabel?: string;
}

interface ConsentValues {
  acceptTerms: boolean;
  acceptPrivacy: boolean;
  earlyStartRequested: boolean;
}

export function SummaryView({
  summary,
  busy,
  onConfirm,
  confirmSends,
  editBuyerTo,
  editPaymentTo,
  children,
  submitLabel,
}: SummaryViewProps) {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const money = (cents: number) => formatCents(cents, language);
  const exempt = summary.lines.some((line) => line.vatTreatment === 'EXEMPT');
  const schema = useMemo(
    () =>
      Yup.object({
        acceptTerms: Yup.boolean().oneOf([true], t('checkout.summary.errors.terms')),
        acceptPrivacy: Yup.boolean().oneOf([true], t('checkout.summary.errors.privacy')),
        earlyStartRequested: summary.earlyStartRequestRequired
          ? Yup.boolean().oneOf([true], t('checkout.summary.errors.earlyStart'))
          : Yup.boolean(),
      }),
    [t, summary.earlyStartRequestRequired],
  );
  const { buyer, payment, totals } = summary;

  return (
    <div className="order-summary">
      <h2>{t('checkout.summary.positions')}</h2>
      <ul className="order-lines">
        {summary.lines.map((line) => (
          <SummaryLine key={line.positionId} line={line} money={money} language={language} />
        ))}
      </ul>
      {summary.voucherCodes.length > 0 && (
        <p className="order-summary__vouchers">
          {t('checkout.summary.vouchers', { codes: summary.voucherCodes.join(', ') })}
        </p>
      )}
      <dl className="order-totals">
        <div className="order-totals__row">
          <dt>{t('checkout.summary.net')}</dt>
          <dd>{money(totals.netValue)}</dd>
        </div>
        {totals.vatByRate.map((rate) => (
          <div key={rate.ratePercent} className="order-totals__row">
            <dt>{t('checkout.summary.vatRate', { rate: rate.ratePercent, net: money(rate.netValue) })}</dt>
            <dd>{money(rate.vatValue)}</dd>
          </div>
        ))}
        <div className="order-totals__row order-totals__row--gross">
          <dt>{t('checkout.summary.gross')}</dt>
          <dd>{money(totals.grossValue)}</dd>
        </div>
      </dl>
      <DueWithOrder summary={summary} money={money} />
      {exempt && <p className="order-summary__exempt">{t('checkout.summary.exemptNote')}</p>}

      <div className="order-summary__facts">
        <section>
          <h2>{t('checkout.summary.buyer')}</h2>
          <address className="order-summary__address">
            {buyer.company && (
              <>
                {buyer.company}
                <br />
              </>
            )}
            {buyer.firstName} {buyer.lastName}
            <br />
            {buyer.street}
            <br />
            {buyer.zipCode} {buyer.city}
            <br />
            {buyer.email}
            {buyer.taxNumber && (
              <>
                <br />
                {t('checkout.summary.taxNumber', { taxNumber: buyer.taxNumber })}
              </>
            )}
            {buyer.invoiceReference && (
              <>
                <br />
                {t('checkout.summary.invoiceReference', { reference: buyer.invoiceReference })}
              </>
            )}
            {buyer.invoiceEmail && (
              <>
                <br />
                {t('checkout.summary.invoiceEmail', { email: buyer.invoiceEmail })}
              </>
            )}
            {buyer.buyerType === 'BUSINESS' && (
              <>
                <br />
                {t(`checkout.summary.invoiceFormat.${buyer.invoiceFormat ?? 'PDF'}`)}
              </>
            )}
          </address>
          {editBuyerTo && <Link to={editBuyerTo}>{t('checkout.summary.editBuyer')}</Link>}
        </section>
        {payment?.paymentMethod && (
          <section>
            <h2>{t('checkout.summary.payment')}</h2>
            <p>
              {t(`checkout.payment.method.${payment.paymentMethod}`)}
              {payment.sepa && (
                <>
                  <br />
                  {payment.sepa.accountHolder}, {payment.sepa.ibanMasked}
                </>
              )}
            </p>
            {editPaymentTo && <Link to={editPaymentTo}>{t('checkout.summary.editPayment')}</Link>}
          </section>
        )}
        {summary.seller && <SellerFacts seller={summary.seller} />}
      </div>

      {summary.withdrawalNotice && (
        <section className="order-summary__withdrawal">
          <h2>{t('checkout.summary.withdrawalTitle')}</h2>
          <p>{t('checkout.summary.withdrawalText')}</p>
          {summary.seller && (
            <p className="order-summary__withdrawal-recipient">
              {t('checkout.summary.withdrawalRecipient', {
                name: summary.seller.name,
                address: sellerAddress(summary.seller),
                email: summary.seller.email,
              })}
            </p>
          )}
          <p>
            <Trans
              t={t}
              i18nKey="checkout.summary.withdrawalMore"
              components={{ instructions: <Link to={WITHDRAWAL_PAGE} target="_blank" rel="noopener" /> }}
            />
          </p>
        </section>
      )}

      <Formik<ConsentValues>
        initialValues={{ acceptTerms: false, acceptPrivacy: false, earlyStartRequested: false }}
        validationSchema={schema}
        onSubmit={(values, helpers) => {
          helpers.setSubmitting(false);
          onConfirm(summary.earlyStartRequestRequired ? { earlyStartRequested: values.earlyStartRequested } : {});
        }}
      >
        <Form className="checkout-form order-summary__consents" noValidate>
          {summary.earlyStartRequestRequired && (
            <CheckboxField name="earlyStartRequested">{t('checkout.summary.earlyStart')}</CheckboxField>
          )}
          <CheckboxField name="acceptTerms">
            <Trans
              t={t}
              i18nKey="checkout.summary.acceptTerms"
              components={{ terms: <Link to="/agb" target="_blank" rel="noopener" /> }}
            />
          </CheckboxField>
          <CheckboxField name="acceptPrivacy">
            <Trans
              t={t}
              i18nKey="checkout.summary.acceptPrivacy"
              components={{ privacy: <Link to="/datenschutz" target="_blank" rel="noopener" /> }}
            />
          </CheckboxField>
          {children}
          <div className="checkout-form__actions">
            <SubmitButton busy={busy} className="order-summary__submit" data-event={confirmSends}>
              {submitLabel ?? t('checkout.summary.submit')}
            </SubmitButton>
          </div>
        </Form>
      </Formik>
    </div>
  );
}

/** With distance-learning instalments: what is charged now, the total, and the right to terminate (FernUSG). */
function DueWithOrder({ summary, money }: { summary: OrderSummary; money: (cents: number) => string }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  if (summary.dueWithOrderValue === summary.totals.grossValue) return null;
  return (
    <div className="order-summary__instalments">
      <p className="order-summary__due-now">
        <strong>{t('checkout.summary.dueWithOrder', { amount: money(summary.dueWithOrderValue) })}</strong>
      </p>
      <p>{t('checkout.summary.instalmentsNote', { total: money(summary.totals.grossValue) })}</p>
      <p>{t('checkout.summary.terminationNote')}</p>
    </div>
  );
}

/** "Vertragspartner": the seller, as the Impressum, the AGB, the e-mails and the invoice name it. */
function SellerFacts({ seller }: { seller: SellerIdentity }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  return (
    <section className="order-summary__seller">
      <h2>{t('checkout.summary.seller')}</h2>
      <address className="order-summary__address">
        {seller.name}
        <br />
        {seller.street}
        <br />
        {seller.zipCode} {seller.city}
        <br />
        {seller.email}
        {seller.vatId && (
          <>
            <br />
            {t('checkout.summary.sellerVatId', { vatId: seller.vatId })}
          </>
        )}
        {!seller.vatId && seller.taxNumber && (
          <>
            <br />
            {t('checkout.summary.sellerTaxNumber', { taxNumber: seller.taxNumber })}
          </>
        )}
      </address>
      <p>{t('checkout.summary.sellerText', { name: seller.name })}</p>
      <Link to={MARKETPLACE_RESPONSIBILITIES} target="_blank" rel="noopener">
        {t('checkout.summary.sellerMore')}
      </Link>
    </section>
  );
}

interface SummaryLineProps {
  line: PricedLine;
  money: (cents: number) => string;
  language: 'de' | 'en';
}

function SummaryLine({ line, money, language }: SummaryLineProps) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const schedule = line.schedule;
  return (
    <li className="order-line">
      <h3 className="order-line__name">{line.name}</h3>
      <p className="order-line__facts">
        <span>{t('checkout.summary.organizer', { organizer: line.organizer })}</span>
        {schedule && (
          <span>
            {schedule.startDate === schedule.endDate
              ? formatDate(schedule.startDate)
              : t('checkout.summary.dates', {
                  start: formatDate(schedule.startDate),
                  end: formatDate(schedule.endDate),
                })}
            {schedule.city && `, ${schedule.city}`}
          </span>
        )}
        {line.priceLevelName && <span>{t('checkout.summary.priceLevel', { name: line.priceLevelName })}</span>}
        {line.packageIncluded && <span>{t('checkout.summary.packageIncluded')}</span>}
        {line.voucherCode && <span>{t('checkout.summary.voucher', { code: line.voucherCode })}</span>}
        {line.zfuNumber && <span>{t('checkout.summary.zfu', { number: line.zfuNumber })}</span>}
      </p>
      <p className="order-line__price">
        {line.discountValue > 0 && (
          <span className="order-line__list-price">
            <span className="visually-hidden">{t('checkout.summary.listPrice')} </span>
            <s>{money(line.priceValue)}</s>{' '}
          </span>
        )}
        <strong>{money(line.grossValue)}</strong>
        <span className="order-line__vat">
          {line.vatTreatment === 'EXEMPT'
            ? t('checkout.summary.lineExempt')
            : t('checkout.summary.lineVat', { rate: line.vatRatePercent, vat: money(line.vatValue) })}
        </span>
      </p>
      {line.training && <TrainingFacts training={line.training} language={language} />}
      {line.instalments && (
        <div className="order-line__instalments">
          <InstalmentPlan instalments={line.instalments} />
        </div>
      )}
    </li>
  );
}

/** What the course is (issue 24 §5): hours, format, § 15 FAO and how access works, as the server says. */
function TrainingFacts({ training, language }: { training: LineTraining; language: 'de' | 'en' }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  const hours = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const facts = [
    ['hoursLabel', t('checkout.summary.training.hours', { hours: hours(training.hours) })],
    ['formatLabel', t(`checkout.summary.training.format.${training.format}`)],
    [
      'fao15Label',
      training.fao15.qualifies
        ? t('checkout.summary.training.fao15Yes', { hours: hours(training.fao15.hours) })
        : t('checkout.summary.training.fao15No'),
    ],
    ['accessLabel', t(`checkout.summary.training.access.${training.access}`)],
  ] as const;
  return (
    <dl className="order-line__training">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{t(`checkout.summary.training.${label}`)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
