/**
 * The withdrawal is received: date and time of receipt (Europe/Berlin), where the confirmation went,
 * the refund, and the credit note ("Rechnungskorrektur") with its PDF (GET
 * /api/withdrawals/:token/credit-note) when the order had an invoice.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { creditNoteUrl } from '../../api/withdrawal';
import { Alert } from '../../components/Alert';
import { formatCents } from '../../lib/format';
import { isSupportedLanguage } from '../../lib/language';
import { WITHDRAWAL_NAMESPACE } from '../../lib/withdrawal-texts';
import { berlinDate, berlinTime } from '../../lib/berlin-time';
import type { WithdrawalView } from './withdrawal-view';

export function Receipt({ view }: { view: Extract<WithdrawalView, { kind: 'withdrawn' }> }) {
  const { t, i18n } = useTranslation(WITHDRAWAL_NAMESPACE);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'de';
  const { receipt } = view;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="withdrawal-section" aria-labelledby="withdrawal-done-title">
      <h2 id="withdrawal-done-title" ref={heading} tabIndex={-1}>
        {t('done.title')}
      </h2>
      <Alert tone="success">
        <p>{t('done.receivedAt', { date: berlinDate(receipt.receivedAt), time: berlinTime(receipt.receivedAt) })}</p>
      </Alert>
      <p>{t('done.mail', { email: view.email })}</p>
      <ul className="withdrawal-list">
        {receipt.lines.map((line) => (
          <li key={line.positionId} className="withdrawal-list__item">
            {line.name}
          </li>
        ))}
      </ul>
      <p className="withdrawal-refund">
        <strong>{t('done.refund', { amount: formatCents(receipt.refundCents, language) })}</strong>
      </p>
      <p>{t(`confirm.refundMethod.${receipt.refundMethod}`)}</p>
      {receipt.creditNoteNumber && (
        <>
          <p>
            {receipt.invoiceNumber
              ? t('done.creditNoteFor', { number: receipt.creditNoteNumber, invoice: receipt.invoiceNumber })
              : t('done.creditNote', { number: receipt.creditNoteNumber })}
          </p>
          <p>
            <a className="button button--secondary" href={creditNoteUrl(view.token)} download={`Rechnungskorrektur-${receipt.creditNoteNumber}.pdf`}>
              {t('done.download')}
            </a>
          </p>
        </>
      )}
    </section>
  );
}
