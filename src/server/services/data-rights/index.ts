/**
 * The customer's data rights (issue 26 §5): the export of everything stored about them (Art. 15, 20
 * DSGVO) and deleting the account (Art. 17 DSGVO). Contract: src/shared/data-rights.ts.
 */
export { dataExport } from './export.ts';
export { deleteAccount, deletionPreview, tombstoneEmail, type DeleteAccountOptions } from './delete-account.ts';
