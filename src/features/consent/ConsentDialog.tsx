/**
 * The cookie consent dialog (issue 26 §4): "Alle ablehnen" and "Alle akzeptieren" side by side, the
 * same size and style, and a switch per purpose with "Auswahl speichern". Shown on the first visit
 * before anything that is not strictly necessary, and again from the footer's "Cookie-Einstellungen"
 * (src/app/layout/ConsentHost.tsx). A modal dialog: the page behind is inert, Tab stays inside, and
 * Escape never agrees to anything — it closes the dialog only when a choice is stored already
 * (reopened from the footer), and otherwise leaves it open until the visitor chooses.
 *
 * The privacy statement and the Impressum stay readable before a choice: the dialog waits while one
 * of them is shown. Lazy (its own chunk): a visitor who has chosen never loads it.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { Link, useLocation } from 'react-router-dom';
import { readConsent, type ConsentChoice } from '../../lib/consent';
import { useSite } from '../../lib/site-context';
import { useTranslation } from '../../lib/texts';
import { ACCEPT_ALL, REJECT_ALL, saveConsent } from './consent-choice';
import { followConsent } from './follow-consent';
import './consent.css';

export interface ConsentDialogProps {
  /** After a choice is saved, or on Escape when one was stored before. */
  onClose: () => void;
}

const PRIVACY_PAGE = '/datenschutz';
/** Pages a visitor must be able to read before choosing: the dialog waits while one is shown. */
const READABLE_BEFORE_CHOICE = [PRIVACY_PAGE, '/impressum'];
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Makes the app behind the dialog inert while it is open (no focus, no clicks, hidden from readers). */
function useInertBackground(): void {
  useEffect(() => {
    const background = document.getElementById('root');
    if (!background || background.hasAttribute('inert')) return;
    background.setAttribute('inert', '');
    return () => background.removeAttribute('inert');
  }, []);
}

export default function ConsentDialog({ onClose }: ConsentDialogProps) {
  const { pathname } = useLocation();
  const waits = readConsent() === null && READABLE_BEFORE_CHOICE.includes(pathname);
  return waits ? null : <Dialog onClose={onClose} />;
}

function Dialog({ onClose }: ConsentDialogProps) {
  const { t } = useTranslation();
  const { configuration } = useSite();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const [stored] = useState(readConsent);
  const [choice, setChoice] = useState<ConsentChoice>(stored ?? REJECT_ALL);
  useInertBackground();

  // Focus into the dialog; back where it was (the footer's button) when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => before?.focus();
  }, []);

  // The choice takes effect at once: the aid cookie set or deleted, the tag manager loaded or gone.
  const choose = (chosen: ConsentChoice) => {
    followConsent(saveConsent(chosen), configuration);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (stored) onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const purpose = (key: keyof ConsentChoice) => (
    <div className="consent-dialog__purpose">
      <input
        id={`${id}-${key}`}
        type="checkbox"
        role="switch"
        className="consent-dialog__switch"
        checked={choice[key]}
        onChange={(event) => setChoice({ ...choice, [key]: event.target.checked })}
        aria-describedby={`${id}-${key}-hint`}
      />
      <label htmlFor={`${id}-${key}`}>{t(`consent.${key}`)}</label>
      <p id={`${id}-${key}-hint`} className="consent-dialog__hint">
        {t(`consent.${key}Hint`)}
      </p>
    </div>
  );

  return createPortal(
    <div className="consent-backdrop">
      <div
        ref={dialogRef}
        className="consent-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`} className="consent-dialog__title">
          {t('consent.title')}
        </h2>
        <p id={`${id}-text`}>
          {t('consent.text')}{' '}
          <Link to={PRIVACY_PAGE} onClick={() => stored && onClose()}>
            {t('consent.privacyLink')}
          </Link>
        </p>
        <fieldset className="consent-dialog__purposes">
          <legend className="visually-hidden">{t('consent.purposes')}</legend>
          {purpose('statistics')}
          {purpose('affiliate')}
        </fieldset>
        {/* Rejecting is exactly as easy and as prominent as accepting: one click, the same button. */}
        <div className="consent-dialog__actions">
          <button type="button" className="button button--primary" onClick={() => choose(REJECT_ALL)}>
            {t('consent.rejectAll')}
          </button>
          <button type="button" className="button button--primary" onClick={() => choose(ACCEPT_ALL)}>
            {t('consent.acceptAll')}
          </button>
        </div>
        <button type="button" className="button button--secondary consent-dialog__save" onClick={() => choose(choice)}>
          {t('consent.saveSelection')}
        </button>
      </div>
    </div>,
    document.body,
  );
}
