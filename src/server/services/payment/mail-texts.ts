/**
 * The words of the order e-mails (confirmation-mail.ts, placed-mail.ts), German and English: the
 * order's language decides. The statutory texts are not here: the withdrawal instructions and form
 * come from the content page /widerruf, the AGB from /agb (services/terms).
 */
import type { DocumentLanguage } from '../../documents/index.ts';

export const TEXT = {
  de: {
    subject: (number: string) => `Ihre Bestellung ${number} bei Kursmarkt`,
    greeting: (name: string) => `Guten Tag ${name},`,
    thanks: (number: string) =>
      `vielen Dank für Ihre Bestellung. Sie ist verbindlich; Ihre Bestellnummer ist ${number}.`,
    positions: 'Ihre Positionen:',
    seats: (seats: number, unit: string) => `${seats} Plätze × Einzelpreis ${unit}`,
    participants: (names: string) => `Teilnehmende: ${names}`,
    unnamed: (count: number) => (count === 1 ? '1 Platz noch ohne Namen' : `${count} Plätze noch ohne Namen`),
    discount: 'Nachlass',
    net: 'Summe netto',
    vat: (rate: number) => `USt. ${rate} %`,
    gross: 'Gesamtbetrag',
    payInvoice: (sum: string, due: string) => `Bitte überweisen Sie ${sum} bis zum ${due} auf folgendes Konto:`,
    reference: (number: string) => `Verwendungszweck: ${number}`,
    sepa: (sum: string, due: string, iban: string) =>
      `Vorabankündigung: Wir ziehen ${sum} am ${due} (oder am nächsten Bankarbeitstag) per SEPA-Lastschrift von Ihrem Konto ${iban} ein.`,
    mandate: (reference: string, creditorId: string) => `Mandatsreferenz: ${reference}, Gläubiger-ID: ${creditorId}`,
    card: (sum: string) => `${sum} wurden per Kreditkarte bezahlt.`,
    nothing: 'Es ist nichts zu zahlen.',
    zfu: (zfu: string) => `Fernunterricht, ZFU-Zulassungsnummer ${zfu}`,
    plan: 'Zahlungsplan (Raten für je höchstens drei Monate, § 2 Abs. 3 FernUSG):',
    instalment: (number: number, amount: string, due: string | null) =>
      `${number}. Rate ${amount}, ${due === null ? 'mit der Bestellung' : `fällig am ${due}`}`,
    laterInstalments: (total: string) =>
      `Gesamtpreis ${total}; die weiteren Raten stellen wir an ihren Fälligkeitstagen in Rechnung. Sie können den Fernunterrichtsvertrag nach § 5 FernUSG kündigen (Meine Kurse: „Fernunterrichtsvertrag kündigen“).`,
    closing: 'Mit freundlichen Grüßen\nIhr Kursmarkt-Team',
    bank: 'Bank',
    seller: 'Ihr Vertragspartner und Verkäufer:',
    email: 'E-Mail',
    phone: 'Telefon',
    vatId: 'USt-IdNr.',
    taxNumber: 'Steuernummer',
    representative: 'Vertreten durch',
    withdrawalTitle: 'Widerrufsrecht',
    withdrawalText:
      'Als Verbraucherin oder Verbraucher können Sie diesen Vertrag binnen vierzehn Tagen ab dem Tag des Vertragsschlusses ohne Angabe von Gründen widerrufen. Um Ihr Widerrufsrecht auszuüben, müssen Sie uns mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Richten Sie den Widerruf an:',
    withdrawalPage: 'Die vollständige Widerrufsbelehrung und das Muster-Widerrufsformular finden Sie hier:',
    withdrawOnline: 'Vertrag widerrufen – direkt online, ohne Anmeldung (§ 356a BGB):',
    earlyStart: (day: string, time: string) =>
      `Sie haben am ${day} um ${time} Uhr verlangt, dass wir vor Ablauf der Widerrufsfrist mit der Leistung beginnen. Widerrufen Sie den Vertrag, zahlen Sie uns einen angemessenen Betrag für die bis dahin erbrachte Leistung.`,
    earlyStartWording: (version: string) => `Ihre Erklärung (Fassung ${version}):`,
    confirmedSubject: (number: string) => `Bestätigung und Rechnung zu Ihrer Bestellung ${number}`,
    confirmed: 'Ihre Bestellung ist bestätigt.',
    invoiceAttached: (number: string, date: string) => `Die Rechnung ${number} vom ${date} ist dieser E-Mail als PDF beigefügt.`,
    invoiceMailSubject: (invoice: string, order: string) => `Rechnung ${invoice} zur Bestellung ${order}`,
    invoiceMailIntro: (company: string, order: string) =>
      `anbei erhalten Sie die Rechnung zur Bestellung ${order}${company ? ` von ${company}` : ''}. Diese Adresse wurde bei der Bestellung als Rechnungsadresse für E-Mails angegeben.`,
    invoiceMailReference: (reference: string) => `Ihre Referenz: ${reference}`,
    invoiceMailGreeting: 'Guten Tag,',
    invoiceInAccount: 'Sie finden sie außerdem in Ihrem Kundenkonto:',
    invoiceLater: 'Die Rechnung erhalten Sie als PDF per E-Mail, sobald Ihre Bestellung bestätigt ist.',
    nextPaymentSelection: 'Ihre Bestellung ist noch nicht bezahlt: Bitte wählen Sie die Zahlungsart.',
    nextFileUpload: 'Bitte laden Sie noch den Nachweis Ihrer Zulassung hoch; danach wählen Sie die Zahlungsart.',
    nextPayment: 'Ihre Kartenzahlung ist noch nicht abgeschlossen.',
    continueLink: (until: string) =>
      `Über diesen Link können Sie Ihre Bestellung fortsetzen und nach der Bestätigung die Rechnung herunterladen (einmal verwendbar, gültig bis ${until}):`,
    accountLink: 'Ihre Bestellung und später die Rechnung finden Sie in Ihrem Kundenkonto:',
    namingLink: (until: string) =>
      `Teilnehmende jetzt benennen: Über diesen Link tragen Sie die Namen ein, auch später, und können bis zum ${until} eine Ersatzperson benennen:`,
    agbAttached: (version: string) => `Unsere Allgemeinen Geschäftsbedingungen (Fassung ${version}) sind dieser E-Mail als PDF beigefügt.`,
    earlyStartTitle: 'Ihr Verlangen nach vorzeitigem Beginn',
  },
  en: {
    subject: (number: string) => `Your order ${number} at Kursmarkt`,
    greeting: (name: string) => `Dear ${name},`,
    thanks: (number: string) => `thank you for your order. It is binding; your order number is ${number}.`,
    positions: 'Your positions:',
    seats: (seats: number, unit: string) => `${seats} places × unit price ${unit}`,
    participants: (names: string) => `Participants: ${names}`,
    unnamed: (count: number) => (count === 1 ? '1 place not named yet' : `${count} places not named yet`),
    discount: 'Discount',
    net: 'Net total',
    vat: (rate: number) => `VAT ${rate} %`,
    gross: 'Total',
    payInvoice: (sum: string, due: string) => `Please transfer ${sum} by ${due} to this account:`,
    reference: (number: string) => `Payment reference: ${number}`,
    sepa: (sum: string, due: string, iban: string) =>
      `Pre-notification: we will collect ${sum} on ${due} (or the next bank working day) by SEPA direct debit from your account ${iban}.`,
    mandate: (reference: string, creditorId: string) =>
      `Mandate reference: ${reference}, creditor identifier: ${creditorId}`,
    card: (sum: string) => `${sum} have been paid by credit card.`,
    nothing: 'There is nothing to pay.',
    zfu: (zfu: string) => `Distance learning, ZFU approval number ${zfu}`,
    plan: 'Payment plan (instalments of at most three months each, § 2 (3) FernUSG):',
    instalment: (number: number, amount: string, due: string | null) =>
      `Instalment ${number}: ${amount}, ${due === null ? 'with the order' : `due on ${due}`}`,
    laterInstalments: (total: string) =>
      `Total price ${total}; we invoice the further instalments on their due dates. You may terminate the distance-learning contract under § 5 FernUSG (My courses: "Terminate distance-learning contract").`,
    closing: 'Kind regards\nYour Kursmarkt team',
    bank: 'Bank',
    seller: 'Your contracting party and seller:',
    email: 'E-mail',
    phone: 'Phone',
    vatId: 'VAT id',
    taxNumber: 'Tax number',
    representative: 'Represented by',
    withdrawalTitle: 'Right of withdrawal',
    withdrawalText:
      'As a consumer you may withdraw from this contract within fourteen days of the day the contract was concluded without giving any reason. To exercise your right of withdrawal, you must inform us of your decision to withdraw from this contract by a clear statement (e.g. a letter sent by post or an e-mail). Address your withdrawal to:',
    withdrawalPage: 'The full withdrawal instructions and the model withdrawal form are here:',
    withdrawOnline: 'Withdraw from the contract – online, no sign-in needed (§ 356a BGB):',
    earlyStart: (day: string, time: string) =>
      `On ${day} at ${time} you requested that we begin the service before the withdrawal period ends. If you withdraw from the contract, you pay us a reasonable amount for the service provided until then.`,
    earlyStartWording: (version: string) => `Your statement (version ${version}):`,
    confirmedSubject: (number: string) => `Confirmation and invoice for your order ${number}`,
    confirmed: 'Your order is confirmed.',
    invoiceAttached: (number: string, date: string) => `Invoice ${number} of ${date} is attached to this e-mail as a PDF.`,
    invoiceMailSubject: (invoice: string, order: string) => `Invoice ${invoice} for order ${order}`,
    invoiceMailIntro: (company: string, order: string) =>
      `please find attached the invoice for order ${order}${company ? ` by ${company}` : ''}. This address was given with the order as the e-mail address for invoices.`,
    invoiceMailReference: (reference: string) => `Your reference: ${reference}`,
    invoiceMailGreeting: 'Hello,',
    invoiceInAccount: 'You also find it in your account:',
    invoiceLater: 'You will receive the invoice as a PDF by e-mail once your order is confirmed.',
    nextPaymentSelection: 'Your order is not paid yet: please choose the payment method.',
    nextFileUpload: 'Please upload the proof of your admission; then choose the payment method.',
    nextPayment: 'Your card payment is not finished yet.',
    continueLink: (until: string) =>
      `With this link you can continue your order and, once it is confirmed, download the invoice (usable once, valid until ${until}):`,
    accountLink: 'You find your order, and later the invoice, in your account:',
    namingLink: (until: string) =>
      `Name the participants now: with this link you enter the names, later too, and can name a substitute until ${until}:`,
    agbAttached: (version: string) => `Our terms and conditions (version ${version}) are attached to this e-mail as a PDF.`,
    earlyStartTitle: 'Your request for an early start',
  },
} as const satisfies Record<DocumentLanguage, unknown>;
