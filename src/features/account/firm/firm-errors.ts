/** The text of a refused firm call: its code's own text (account.json firm.errors), else the general one. */
import type { TFunction } from '../../../lib/texts';
import { describeFailure } from '../../../lib/api-error';

const KNOWN = new Set([
  'NOT_IN_FIRM', 'NOT_OFFICE_MANAGER', 'ALREADY_IN_FIRM', 'ALREADY_MEMBER', 'LAST_OFFICE_MANAGER', 'INVITATION_INVALID',
  'INVITATION_EXPIRED', 'INVITATION_OTHER_EMAIL', 'EMAIL_NOT_VERIFIED', 'EMAIL_INVALID',
]);

export async function firmErrorText(error: unknown, t: TFunction): Promise<string> {
  const { body } = await describeFailure(error);
  const code = body?.code;
  return code && KNOWN.has(code) ? t(`firm.errors.${code}`) : t('firm.errors.unknown');
}
