/**
 * A step's notice as its view-model describes it (./step-view.ts): the text, and its ways on — buttons
 * that send the flow an event, links to another address.
 */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { CHECKOUT_NAMESPACE } from '../../../lib/checkout-texts';
import { formatCents } from '../../../lib/format';
import type { StepAction, StepNotice, StepText } from './step-view';

/** Translates a step's text (money values formatted in the page's language). */
export function useStepText(): (text: StepText) => string {
  const { t, i18n } = useTranslation(CHECKOUT_NAMESPACE);
  const language = i18n.language === 'en' ? 'en' : 'de';
  return (text) => {
    if ('literal' in text) return text.literal;
    const money = Object.entries(text.cents ?? {}).map(([name, cents]) => [name, formatCents(cents, language)]);
    return String(t(text.key, { ...text.values, ...Object.fromEntries(money) }));
  };
}

function ActionControl<E extends string>({ action, onSend }: { action: StepAction<E>; onSend: (event: E) => void }) {
  const { t } = useTranslation(CHECKOUT_NAMESPACE);
  if ('to' in action) return <Link to={action.to}>{t(action.label)}</Link>;
  return (
    <button
      type="button"
      className={`button button--${action.emphasis}`}
      onClick={() => onSend(action.send)}
      data-event={action.send}
    >
      {t(action.label)}
    </button>
  );
}

export function StepNoticeView<E extends string>({
  notice,
  onSend,
}: {
  notice: StepNotice<E>;
  onSend: (event: E) => void;
}) {
  const text = useStepText();
  return (
    <Alert tone={notice.tone}>
      <p>{text(notice.text)}</p>
      {notice.actions.length > 0 && (
        <p>
          {notice.actions.map((action, index) => (
            <Fragment key={action.label}>
              {index > 0 && ' '}
              <ActionControl action={action} onSend={onSend} />
            </Fragment>
          ))}
        </p>
      )}
    </Alert>
  );
}
