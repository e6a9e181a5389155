/**
 * The IBANs both sides must judge alike (src/shared/iban.ts): the SEPA form while the shopper types
 * (tests/web/iban-check.test.tsx) and the server before it takes a mandate
 * (tests/server/payment-settings.test.ts). The refused ones with valid check digits are the cases
 * where a mod-97 check alone would say yes.
 */
export const VALID_IBANS: readonly string[] = [
  'DE89370400440532013000',
  'de89 3704 0044 0532 0130 00',
  'DE89 3704-0044 0532 0130 00',
  'GB82WEST12345698765432',
  'AT611904300234573201',
  'CH9300762011623852957',
  'FR1420041010050500013M02606',
  'NL91ABNA0417164300',
  'LU280019400644750000',
  'PL61109010140000071219812874',
  'ES9121000418450200051332',
  'BE68539007547034',
  'NO9386011117947',
];

export const INVALID_IBANS: readonly (readonly [reason: string, iban: string])[] = [
  ['one digit changed', 'DE89370400440532013001'],
  ['two neighbours swapped', 'DE89370400440532010300'],
  ['wrong check digits', 'DE88370400440532013000'],
  ['too short for Germany', 'DE8937040044053201300'],
  ['too long for Germany', 'DE893704004405320130000'],
  ['too short for Germany, with valid check digits', 'DE5137040044053201300'],
  ['too long for Germany, with valid check digits', 'DE543704004405320130001'],
  ['unknown country', 'XX89370400440532013000'],
  ['unknown country, with valid check digits', 'XX46370400440532013000'],
  ['letters where check digits belong', 'DEAB370400440532013000'],
  ['characters outside the IBAN alphabet', 'DE89370400440532013.00'],
  ['empty', ''],
];
