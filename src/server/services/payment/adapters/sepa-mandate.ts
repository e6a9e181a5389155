/**
 * The SEPA core direct debit mandate the shopper agrees to when choosing SEPA_DIRECT_DEBIT (the
 * wording of the EPC / Deutsche Kreditwirtschaft standard form), in German and English, and the
 * mandate reference: unique per mandate, at most 35 characters of the SEPA character set.
 */
import type { Queryable } from '../../../db/database.ts';
import type { Seller } from '../../invoice/index.ts';
import type { PageLanguage } from '../provider.ts';

/** Mandate references: 'KM' + a running number of 10 digits (the sequence sepa_mandate_seq). */
export async function nextMandateReference(tx: Queryable): Promise<string> {
  const [row] = await tx.query<{ next: string }>(`select nextval('sepa_mandate_seq')::text as next`);
  return `KM${row!.next.padStart(10, '0')}`;
}

export function sepaMandateText(seller: Seller | null): Record<PageLanguage, string> {
  const creditor = seller?.name ?? 'Kursmarkt';
  const creditorId = seller ? ` (Gläubiger-ID ${seller.creditorId})` : '';
  const creditorIdEn = seller ? ` (creditor identifier ${seller.creditorId})` : '';
  return {
    de:
      `SEPA-Lastschriftmandat: Ich ermächtige ${creditor}${creditorId}, Zahlungen von meinem Konto mittels Lastschrift einzuziehen. ` +
      `Zugleich weise ich mein Kreditinstitut an, die von ${creditor} auf mein Konto gezogenen Lastschriften einzulösen. ` +
      'Hinweis: Ich kann innerhalb von acht Wochen, beginnend mit dem Belastungsdatum, die Erstattung des belasteten Betrages verlangen. ' +
      'Es gelten dabei die mit meinem Kreditinstitut vereinbarten Bedingungen. ' +
      'Die Mandatsreferenz und das Datum der Abbuchung teilen wir in der Bestellbestätigung mit (Vorabankündigung).',
    en:
      `SEPA direct debit mandate: By agreeing to this mandate, you authorise (A) ${creditor}${creditorIdEn} to send instructions to your bank ` +
      `to debit your account and (B) your bank to debit your account in accordance with the instructions from ${creditor}. ` +
      'As part of your rights, you are entitled to a refund from your bank under the terms and conditions of your agreement with your bank. ' +
      'A refund must be claimed within 8 weeks starting from the date on which your account was debited. ' +
      'The order confirmation tells you the mandate reference and the date of the debit (pre-notification).',
  };
}
