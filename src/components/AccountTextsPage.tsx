/**
 * A page of its own that speaks with the customer area's texts (the namespace 'account', loaded on
 * first use: src/lib/account-texts.ts) — the e-mail confirmation, a participant's registration link,
 * a firm's invitation, a personal access link. It shows the title and the page once the texts are
 * there; until then the header's texts say they are loading, or that they failed, with a retry.
 */
import type { ReactNode } from 'react';
import { ACCOUNT_NAMESPACE, useAccountTexts } from '../lib/account-texts';
import { useTranslation } from '../lib/texts';
import { usePageMeta } from './page-meta';
import { TextsNotReady } from './TextsNotReady';

export function AccountTextsPage({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  // The header's texts (translation.json) say that the page's texts did not load.
  const shell = useTranslation();
  const texts = useAccountTexts();
  usePageMeta(texts.status === 'ready' ? t(titleKey) : '', null);
  return (
    <article className="page status-page">
      {texts.status === 'ready' ? (
        <>
          <h1>{t(titleKey)}</h1>
          {children}
        </>
      ) : (
        <TextsNotReady
          failed={texts.status === 'failed'}
          message={shell.t('account.dashboard.error')}
          retryLabel={shell.t('account.dashboard.retry')}
          onRetry={texts.retry}
        />
      )}
    </article>
  );
}
