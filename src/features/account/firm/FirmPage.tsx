/**
 * kanzlei (issue 25 §7): the firm account in the customer area. No firm: "Kanzlei anlegen". A member:
 * the firm's name, their role and "Kanzlei verlassen" (their own bookings and certificates stay in
 * "Meine Kurse"). An office manager besides: the invitation form, the members with their roles, the
 * hours table of every member and the firm's bookings, orders, invoices and certificates. Every load
 * ends in content or an error with a retry (LoadState). Contract: src/shared/firm.ts.
 */
import { useState } from 'react';
import { getFirm, getFirmMembers, leaveFirm } from '../../../api/firm';
import { Alert } from '../../../components/Alert';
import { usePageMeta } from '../../../components/page-meta';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { useTranslation } from '../../../lib/texts';
import type { Firm, FirmRole } from '../../../shared/firm';
import { LoadState } from '../LoadState';
import { useLoad } from '../use-load';
import { CreateFirmForm } from './CreateFirmForm';
import { firmErrorText } from './firm-errors';
import { FirmBookingsSection, FirmOrdersSection } from './FirmRecords';
import { HoursTable } from './HoursTable';
import { InviteForm } from './InviteForm';
import { MembersSection } from './MembersSection';
import './firm.css';

/** "Kanzlei verlassen" with a second, confirming click; a refusal (the last office manager) is said. */
function LeaveFirm({ onLeft }: { onLeft: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [step, setStep] = useState<'idle' | 'confirm' | 'busy'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const leave = async () => {
    setStep('busy');
    setFailure(null);
    try {
      await leaveFirm();
      onLeft();
    } catch (error) {
      setFailure(await firmErrorText(error, t));
      setStep('idle');
    }
  };
  return (
    <section aria-labelledby="firm-leave">
      <h2 id="firm-leave">{t('firm.leave.heading')}</h2>
      <p>{t('firm.leave.intro')}</p>
      {failure && <Alert tone="error">{failure}</Alert>}
      {step === 'idle' ? (
        <button type="button" className="button button--secondary" onClick={() => setStep('confirm')}>
          {t('firm.leave.button')}
        </button>
      ) : (
        <div className="firm-member__actions">
          <button type="button" className="button button--primary" onClick={() => void leave()} disabled={step === 'busy'} aria-busy={step === 'busy'}>
            {t('firm.leave.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setStep('idle')} disabled={step === 'busy'}>
            {t('common.cancel')}
          </button>
        </div>
      )}
    </section>
  );
}

function FirmFacts({ firm, role }: { firm: Firm; role: FirmRole }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const address = [firm.street, [firm.zipCode, firm.city].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <section className="dashboard-card" aria-labelledby="firm-name">
      <h2 id="firm-name">{firm.name}</h2>
      <dl className="dashboard-facts">
        <dt>{t('firm.role')}</dt>
        <dd>{t(`firm.roles.${role}`)}</dd>
        {address && (
          <>
            <dt>{t('firm.address')}</dt>
            <dd>{address}</dd>
          </>
        )}
        {firm.taxNumber && (
          <>
            <dt>{t('firm.form.taxNumber')}</dt>
            <dd>{firm.taxNumber}</dd>
          </>
        )}
      </dl>
      {role === 'MEMBER' && <p>{t('firm.memberNote')}</p>}
    </section>
  );
}

function OfficeManager({ onLeft }: { onLeft: () => void }) {
  const members = useLoad('firm-members', (signal) => getFirmMembers({ signal }));
  return (
    <>
      <InviteForm onInvited={members.reload} />
      <MembersSection members={members} onChanged={() => {
        members.reload();
      }} />
      <HoursTable />
      <FirmBookingsSection />
      <FirmOrdersSection members={members.status === 'ready' ? members.data.members : []} />
      <LeaveFirm onLeft={onLeft} />
    </>
  );
}

export function FirmPage() {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  usePageMeta(t('firm.title'), null);
  const load = useLoad('firm', (signal) => getFirm({ signal }));
  return (
    <article className="dashboard-page firm-page">
      <h1>{t('firm.title')}</h1>
      {load.status !== 'ready' ? (
        <LoadState load={load} loading={t('firm.loading')} error={t('firm.error')} />
      ) : load.data.firm === null || load.data.role === null ? (
        <CreateFirmForm onCreated={load.reload} />
      ) : (
        <>
          <FirmFacts firm={load.data.firm} role={load.data.role} />
          {load.data.role === 'OFFICE_MANAGER' ? <OfficeManager onLeft={load.reload} /> : <LeaveFirm onLeft={load.reload} />}
        </>
      )}
    </article>
  );
}
