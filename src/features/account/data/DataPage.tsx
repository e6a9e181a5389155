/**
 * meine-daten (spec §2, issue 12 §1): the customer's buyer data in the checkout's form
 * (src/components/forms/BuyerForm.tsx, its texts the lazily loaded checkout namespace), read from
 * GET /api/order/customer (every field the form has, and whether the VAT id is required) and saved
 * with PUT /api/customers/{id}; a field the server refuses (422 with `field`) shows at the field.
 * The password is changed at the identity provider (GET /api/customers/password says where).
 * Below, the customer's rights (issue 26 §5): the data export and deleting the account.
 */
import { useState } from 'react';
import { useTranslation } from '../../../lib/texts';
import { getBuyerData, getPasswordAddress, updateCustomer } from '../../../api/customer-area';
import { Alert } from '../../../components/Alert';
import { BuyerForm } from '../../../components/forms/BuyerForm';
import { LoadingIndicator } from '../../../components/LoadingIndicator';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { describeFailure } from '../../../lib/api-error';
import { useCheckoutTexts } from '../../../lib/checkout-texts';
import type { BuyerData, CustomerOrderData } from '../../../shared/order';
import { useDashboard } from '../dashboard-context';
import { LoadState } from '../LoadState';
import { DataExportSection } from './DataExportSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { useLoad } from '../use-load';

type Saving =
  | { phase: 'idle' | 'saving' | 'saved' }
  | { phase: 'failed'; fieldErrors: Partial<Record<keyof BuyerData, string>> | undefined };

function DataForm({ data, onSaved }: { data: CustomerOrderData; onSaved: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const { customerId } = useDashboard();
  const [saving, setSaving] = useState<Saving>({ phase: 'idle' });
  const save = async (buyer: BuyerData) => {
    setSaving({ phase: 'saving' });
    try {
      await updateCustomer(customerId, buyer);
      setSaving({ phase: 'saved' });
      onSaved();
    } catch (error) {
      const { body } = await describeFailure(error);
      const fieldErrors = body?.field ? { [body.field as keyof BuyerData]: body.message } : undefined;
      setSaving({ phase: 'failed', fieldErrors });
    }
  };
  return (
    <>
      {saving.phase === 'saved' && (
        <Alert tone="success">
          <p>{t('data.saved')}</p>
        </Alert>
      )}
      {saving.phase === 'failed' && (
        <Alert tone="error">
          <p>{saving.fieldErrors ? t('data.fieldRefused') : t('data.saveFailed')}</p>
        </Alert>
      )}
      <BuyerForm
        initial={data}
        taxNumberRequired={data.taxNumberRequired}
        busy={saving.phase === 'saving'}
        submitLabel={t('data.save')}
        emailReadOnly={Boolean(data.email)}
        serverErrors={saving.phase === 'failed' ? saving.fieldErrors : undefined}
        onSubmit={(buyer) => void save(buyer)}
      />
    </>
  );
}

function PasswordLink() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const address = useLoad('password', (signal) => getPasswordAddress({ signal }));
  return (
    <section aria-labelledby="data-password">
      <h2 id="data-password">{t('data.password.title')}</h2>
      <p>{t('data.password.text')}</p>
      {address.status === 'ready' ? (
        <p>
          <a className="button button--secondary" href={address.data}>
            {t('data.password.link')}
          </a>
        </p>
      ) : (
        <LoadState load={address} loading={t('data.password.loading')} error={t('data.password.error')} />
      )}
    </section>
  );
}

export function DataPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('data.title'), null);
  const checkoutTexts = useCheckoutTexts();
  const data = useLoad('buyer', (signal) => getBuyerData({ signal }));
  return (
    <article className="dashboard-page">
      <h1>{t('data.title')}</h1>
      <section aria-labelledby="data-buyer">
        <h2 id="data-buyer">{t('data.buyer')}</h2>
        {checkoutTexts.status === 'failed' ? (
          <Alert tone="error">
            <p>{t('data.error')}</p>
            <button type="button" className="button button--secondary" onClick={checkoutTexts.retry}>
              {t('common.retry')}
            </button>
          </Alert>
        ) : checkoutTexts.status === 'loading' ? (
          <LoadingIndicator />
        ) : data.status === 'ready' ? (
          <DataForm data={data.data} onSaved={data.reload} />
        ) : (
          <LoadState load={data} loading={t('data.loading')} error={t('data.error')} />
        )}
      </section>
      <PasswordLink />
      <DataExportSection />
      <DeleteAccountSection />
    </article>
  );
}
