/**
 * The office manager's list of members (name, e-mail, role) with "Zur Büroleitung machen" / "Zum
 * Mitglied machen" and "Entfernen", and the open invitations with "Zurückziehen". A refusal (the last
 * office manager) is said above the list; after every change the list is read again.
 */
import { useState } from 'react';
import { changeMemberRole, removeMember, withdrawInvitation } from '../../../api/firm';
import { Alert } from '../../../components/Alert';
import { ACCOUNT_NAMESPACE } from '../../../lib/account-texts';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/texts';
import type { FirmMembers } from '../../../shared/firm';
import { LoadState } from '../LoadState';
import type { Load } from '../use-load';
import { firmErrorText } from './firm-errors';

export function MembersSection({ members, onChanged }: { members: Load<FirmMembers>; onChanged: () => void }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(await firmErrorText(error, t));
    } finally {
      setBusy(false);
      onChanged();
    }
  };
  return (
    <section aria-labelledby="firm-members">
      <h2 id="firm-members">{t('firm.members.heading')}</h2>
      {members.status !== 'ready' ? (
        <LoadState load={members} loading={t('firm.members.loading')} error={t('firm.members.error')} />
      ) : (
        <>
          {failure && <Alert tone="error">{failure}</Alert>}
          <ul className="dashboard-list" aria-label={t('firm.members.heading')}>
            {members.data.members.map((member) => {
              const name = `${member.firstName} ${member.lastName}`;
              const manager = member.role === 'OFFICE_MANAGER';
              return (
                <li key={member.accountId} className="dashboard-card firm-member">
                  <p className="firm-member__name">
                    <strong>{name}</strong> <span className="firm-member__email">{member.email}</span>
                  </p>
                  <p>{t(`firm.roles.${member.role}`)}</p>
                  <div className="firm-member__actions">
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      onClick={() => void run(() => changeMemberRole(member.accountId, manager ? 'MEMBER' : 'OFFICE_MANAGER'))}
                    >
                      {t(manager ? 'firm.members.makeMember' : 'firm.members.makeManager', { name })}
                    </button>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      onClick={() => void run(() => removeMember(member.accountId))}
                    >
                      {t('firm.members.remove', { name })}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          {members.data.invitations.length > 0 && (
            <>
              <h3>{t('firm.members.invitations')}</h3>
              <ul className="dashboard-list" aria-label={t('firm.members.invitations')}>
                {members.data.invitations.map((invitation) => (
                  <li key={invitation.id} className="dashboard-card firm-member">
                    <p className="firm-member__email">{invitation.email}</p>
                    <p>{t('firm.members.validUntil', { date: formatDate(invitation.expiresAt) })}</p>
                    <button
                      type="button"
                      className="button button--secondary"
                      disabled={busy}
                      onClick={() => void run(() => withdrawInvitation(invitation.id))}
                    >
                      {t('firm.members.withdraw', { email: invitation.email })}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
