/**
 * A running machine's context without personal data, for the live view's "Zustand kopieren" (issue 13
 * §2): QA pastes it into a ticket, so it must not carry who the shopper is. Explicit rules:
 * - keys that are personal by name are replaced, wherever they are: e-mail, first, last and full
 *   names, street, house number, zip code, phone, birth date, tax number, IBAN, BIC, account holder,
 *   mandate reference, customer id, uploaded file names, and every token (idToken, orderToken…);
 * - in an object that is a person or an address (it has an e-mail, a name or a street), its `name`,
 *   `city` and `company` too;
 * - any string that looks like an e-mail address, an IBAN or a JWT, whatever its key;
 * - files (a chosen proof) become their size and type.
 */
export const REDACTED = '[entfernt]';

const PERSONAL_KEYS = new Set(
  [
    'email',
    'firstName',
    'lastName',
    'fullName',
    'givenName',
    'familyName',
    'salutation',
    'street',
    'houseNumber',
    'zipCode',
    'postalCode',
    'phone',
    'mobile',
    'birthDate',
    'taxNumber',
    'vatId',
    'iban',
    'bic',
    'accountHolder',
    'mandateReference',
    'customerId',
    'fileName',
    'password',
  ].map((key) => key.toLowerCase()),
);
const PERSON_MARKERS = ['email', 'firstname', 'lastname', 'street'];
const IN_PERSON_KEYS = new Set(['name', 'city', 'company']);
const TOKEN_KEY = /token|secret|code_verifier|nonce/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9 ]{10,32}$/;
const JWT = /^eyJ[\w-]+\.[\w-]+\.[\w-]*$/;

const personalString = (value: string) => EMAIL.test(value) || IBAN.test(value.trim()) || JWT.test(value);

export function redact(value: unknown): unknown {
  if (typeof value === 'string') return personalString(value) ? REDACTED : value;
  if (value === null || typeof value !== 'object') return value;
  if (typeof File !== 'undefined' && value instanceof File)
    return { file: REDACTED, size: value.size, type: value.type };
  if (Array.isArray(value)) return value.map(redact);
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record).map((key) => key.toLowerCase());
  const person = PERSON_MARKERS.some((marker) => keys.includes(marker));
  return Object.fromEntries(
    Object.entries(record).map(([key, child]) => {
      const lower = key.toLowerCase();
      const personal = PERSONAL_KEYS.has(lower) || TOKEN_KEY.test(key) || (person && IN_PERSON_KEYS.has(lower));
      return [key, personal && child !== null && child !== undefined ? REDACTED : redact(child)];
    }),
  );
}

export interface LiveSnapshot {
  machine: string;
  state: unknown;
  status: string;
  context: unknown;
}

/** What "Zustand kopieren" gives: the machine, its state value and status, the redacted context. */
export function liveSnapshot(
  machine: string,
  snapshot: { value: unknown; status: string; context: unknown },
): LiveSnapshot {
  return { machine, state: snapshot.value, status: snapshot.status, context: redact(snapshot.context) };
}
