/**
 * JSON Schemas of the customer's data-rights calls (issue 26 §5); they mirror src/shared/data-rights.ts.
 * The export itself is a file (application/json attachment), documented as binary.
 */
import { PASSWORD_MAX_LENGTH } from '../identity/accounts.ts';
import { apiErrorWith } from './common.ts';
import { arrayOf, int, nullable, str, strict } from './primitives.ts';

const orderStatus = { type: 'string', enum: ['PLACED', 'PAYMENT_PENDING', 'CONFIRMED', 'CANCELLED'] } as const;

export const deletionPreviewSchema = strict({
  openPayments: { ...arrayOf(strict({ orderNumber: str, status: orderStatus, grossValue: int })), description: 'Orders not paid yet: they stay owed' },
  upcomingCourses: {
    ...arrayOf(strict({ orderNumber: str, name: str, startDate: str, seats: int })),
    description: 'Course dates still ahead: the seats stay booked under the order',
  },
  keptOrders: { ...int, description: 'Orders kept (detached from the account) as § 147 AO requires' },
  keptInvoices: { ...int, description: 'Invoices kept as § 14b UStG and § 147 AO require' },
  retentionYears: strict({ invoices: int, orders: int }),
  blockedBy: {
    ...nullable({ type: 'string', enum: ['LAST_OFFICE_MANAGER'] }),
    enum: ['LAST_OFFICE_MANAGER', null],
    description: 'null: the account can be deleted; LAST_OFFICE_MANAGER: hand the firm over first',
  },
});

export const deletionBody = strict({
  password: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH, description: 'The current password of the account' },
});

/** A refusal that says when to try again (429 TOO_MANY_ATTEMPTS, 503 BUSY). */
export const retryLaterError = apiErrorWith({ retryAfterSeconds: int });
