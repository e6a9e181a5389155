/** The invitation mail (German: the shop's mails are German; the invitee may not have an account yet). */
import { FIRM_INVITATION_PATH } from '../../../shared/firm.ts';
import type { OutgoingMail } from '../mail.ts';

export interface InvitationMailFacts {
  to: string;
  firmName: string;
  inviter: string;
  token: string;
  /** yyyy-mm-dd: the last day the link works. */
  validUntil: string;
  publicUrl: string;
}

const germanDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export function invitationMail(facts: InvitationMailFacts): OutgoingMail {
  const link = `${facts.publicUrl}${FIRM_INVITATION_PATH}#token=${facts.token}`;
  return {
    to: facts.to,
    subject: `Einladung in die Kanzlei „${facts.firmName}“ bei Kursmarkt`,
    text: [
      'Guten Tag,',
      '',
      `${facts.inviter} lädt Sie ein, dem Kanzleikonto „${facts.firmName}“ bei Kursmarkt beizutreten.`,
      '',
      'Als Mitglied kann die Büroleitung der Kanzlei Fortbildungen für Sie buchen. Die Büroleitung sieht Ihre Buchungen, ' +
        'die Bescheinigungen der Bestellungen der Kanzlei und Ihre Fortbildungsstunden nach § 15 FAO. Andere Mitglieder sehen davon nichts. ' +
        'Sie können die Kanzlei jederzeit verlassen; Ihre eigenen Buchungen und Bescheinigungen behalten Sie.',
      '',
      `Einladung annehmen: ${link}`,
      '',
      `Die Einladung gilt für die E-Mail-Adresse ${facts.to}. Haben Sie noch kein Konto, legen Sie über den Link zuerst eines ` +
        'mit dieser Adresse an und bestätigen Sie die Adresse; öffnen Sie danach den Link noch einmal.',
      `Der Link gilt bis zum ${germanDay(facts.validUntil)}.`,
      '',
      'Haben Sie diese Einladung nicht erwartet, können Sie diese E-Mail ignorieren.',
      '',
      'Ihr Kursmarkt-Team',
    ].join('\n'),
  };
}
