/** The participant list's texts live in the account namespace (src/locales/{de,en}/account.json "organizer"). */
export { ACCOUNT_NAMESPACE as ORGANIZER_NAMESPACE, useAccountTexts as useOrganizerTexts } from '../../../lib/account-texts';
