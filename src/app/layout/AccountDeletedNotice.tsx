/**
 * The notice after an account was deleted and signed out (src/lib/account-deleted-notice.ts). The
 * sign-out passes through the provider and back to the start page, and from there may go on to the
 * main domain at once: the flag is spent only once the notice has been on screen for a moment (or is
 * dismissed), so a page that is left straight away does not use it up.
 */
import { useEffect, useState } from 'react';
import { Alert } from '../../components/Alert';
import { accountDeletedPending, forgetAccountDeleted } from '../../lib/account-deleted-notice';
import { useTranslation } from '../../lib/texts';

const SEEN_AFTER_MS = 3000;

export function AccountDeletedNotice() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(accountDeletedPending);
  useEffect(() => {
    if (!shown) return;
    const seen = setTimeout(forgetAccountDeleted, SEEN_AFTER_MS);
    return () => clearTimeout(seen);
  }, [shown]);
  if (!shown) return null;
  return (
    <Alert
      tone="success"
      className="account-deleted-notice"
      onDismiss={() => {
        forgetAccountDeleted();
        setShown(false);
      }}
    >
      <p>{t('account.deleted')}</p>
    </Alert>
  );
}
