/**
 * Step 2: the declaration as it will be made — the statutory wording (Anlage 2 zu Art. 246a EGBGB),
 * the order, the positions, who declares and where the confirmation goes — with the server's
 * pro-rata amount (§ 357a Abs. 2 BGB) and refund. "Zurück" (`user.back`) and "Widerruf bestätigen"
 * (`user.declare`). While it is sent, or after sending failed ("Erneut versuchen"), the button waits.
 */
import { useTranslation } from 'react-i18next';
import { Alert } from '../../components/Alert';
import { Spinner } from '../../components/Spinner';
import { formatCents } from '../../lib/format';
import { isSupportedLanguage } from '../../lib/language';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { WITHDRAWAL_REFUSALS } from '../../shared/withdrawal';
import { berlinDate } from '../../lib/berlin-time';
import type { WithdrawalView } from './withdrawal-view';

export interface ConfirmStepProps {
  view: Extract<WithdrawalView, { kind: 'confirm' }>;
  onDeclare: () => void;
  onBack: () => void;
  onRetry: () => void;
}

export function ConfirmStep({ view, onDeclare, onBack, onRetry }: ConfirmStepProps) {
  const { t, i18n } = useTranslation(WITHDRAWAL_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const money = (cents: number) => formatCents(cents, language);
  const { order, preview, failure } = view;
  // A refusal the server gave meanwhile (the period ran out, another tab withdrew) says why; anything else: try again.
  const refusal = WITHDRAWAL_REFUSALS.find((code) => code === failure?.code);

  return (
    <section className="withdrawal-section" aria-labelledby="withdrawal-confirm-title">
      <h2 id="withdrawal-confirm-title">{t('steps.confirm')}</h2>
      <h3>{t('confirm.title')}</h3>
      <blockquote className="withdrawal-declaration">
        <p>{t('confirm.declaration')}</p>
        <ul className="withdrawal-lines">
          {preview.lines.map((line) => (
            <li key={line.positionId} className="withdrawal-line">
              <span className="withdrawal-line__name">{line.name}</span>
              <dl className="withdrawal-amounts">
                <dt>{t('confirm.price')}</dt>
                <dd>{money(line.grossCents)}</dd>
                {line.proRataCents > 0 && (
                  <>
                    <dt>{t('confirm.proRata')}</dt>
                    <dd>{money(line.proRataCents)}</dd>
                  </>
                )}
                <dt>{t('confirm.refund')}</dt>
                <dd>{money(line.refundCents)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        <p>{t('confirm.orderedOn', { date: berlinDate(order.placedAt), number: order.orderNumber })}</p>
        <p>{t('confirm.name', { name: view.name })}</p>
      </blockquote>
      <p>{t('confirm.email', { email: view.email })}</p>
      {preview.proRataCents > 0 && <p>{t('confirm.proRataNote', { amount: money(preview.proRataCents) })}</p>}
      <p className="withdrawal-refund">
        <strong>{t('confirm.refundTotal', { amount: money(preview.refundCents) })}</strong>
      </p>
      <p>{t(`confirm.refundMethod.${preview.refundMethod}`)}</p>
      {failure && (
        <Alert tone="error">
          <p>{refusal ? t(`refusals.${refusal}`) : t('confirm.submitFailed')}</p>
          <button type="button" className="button button--primary" onClick={onRetry} data-event="user.retry">
            {t('retry')}
          </button>
        </Alert>
      )}
      <p className="withdrawal-actions">
        <button type="button" className="button button--secondary" onClick={onBack} disabled={view.busy} data-event="user.back">
          {t('back')}
        </button>
        <button
          type="button"
          className={`button button--primary ${view.busy ? 'is-busy' : ''}`.trim()}
          onClick={onDeclare}
          disabled={view.busy || failure !== null}
          aria-busy={view.busy}
          data-event="user.declare"
        >
          {view.busy && <Spinner className="spinner--inline" />}
          <span>{t('confirm.submit')}</span>
        </button>
      </p>
      {view.busy && (
        <p role="status" className="withdrawal-wait">
          {t('confirm.submitting')}
        </p>
      )}
    </section>
  );
}
