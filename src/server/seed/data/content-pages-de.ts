/**
 * German static pages (spec §2). Written for this demo: the legal pages describe a fictional
 * operator and say so; the FAO page is a plain-language summary, not the regulation's text.
 */
import type { ContentPageSeed } from './content-page-seed.ts';

export const CONTENT_PAGES_DE: readonly ContentPageSeed[] = [
  {
    id: 'veranstalter-informationen',
    title: 'Informationen für Veranstalter',
    metaDescription: 'Wie Sie als Veranstalter Lehrgänge und Seminare auf Kursmarkt anbieten: Ablauf, Buchungen und Abrechnung.',
    sections: [
      {
        heading: 'Ihre Seminare dort, wo Juristinnen und Juristen suchen',
        paragraphs: [
          'Kursmarkt bündelt Fachanwaltslehrgänge, Fortbildungen nach § 15 FAO und Seminare für Kanzleiteams an einem Ort. Anwältinnen, Anwälte und Kanzleimitarbeitende finden Ihr Angebot über die Suche nach Rechtsgebiet, Ort, Termin und Format.',
          'Sie behalten die Hoheit über Inhalte, Termine und Preise. Wir kümmern uns um Darstellung, Buchung und Zahlungsabwicklung: Kursmarkt verkauft Ihre Kurse im eigenen Namen an die Teilnehmenden, und Sie führen sie in unserem Auftrag durch.',
        ],
      },
      {
        heading: 'So kommen Ihre Kurse auf den Marktplatz',
        paragraphs: [
          'Nach einem kurzen Kennenlerngespräch erhalten Sie Zugang zum Veranstalterbereich. Dort legen Sie Kurse mit Beschreibung, Referentinnen und Referenten, Terminen und Preisstufen an oder übertragen sie über eine Schnittstelle aus Ihrem eigenen System.',
          'Vor der Veröffentlichung prüfen wir jeden Kurs redaktionell, damit Angaben wie Zeitstunden und Eignung für § 15 FAO stimmen.',
        ],
      },
      {
        heading: 'Buchungen, Bescheinigungen, Auszahlung',
        paragraphs: [
          'Buchungen und Wartelisten sehen Sie tagesaktuell. Teilnahmebescheinigungen laden Sie hoch oder lassen sie erzeugen; Ihre Teilnehmenden finden sie anschließend in ihrem Kundenkonto.',
          'Ihre Vergütung für die verkauften Plätze zahlen wir monatlich aus, abzüglich der vereinbarten Provision.',
        ],
      },
      {
        heading: 'Kontakt für Veranstalter',
        paragraphs: ['Schreiben Sie uns an veranstalter@kursmarkt.example – wir melden uns innerhalb von zwei Werktagen.'],
      },
    ],
  },
  {
    id: 'agb',
    title: 'Allgemeine Geschäftsbedingungen',
    metaDescription: 'Die Allgemeinen Geschäftsbedingungen für Buchungen von Kursen und Seminarpaketen über Kursmarkt.',
    sections: [
      {
        heading: '§ 1 Geltungsbereich, Vertragspartner',
        paragraphs: [
          'Diese Bedingungen gelten für alle Verträge über Kurse und Seminarpakete, die Sie auf dem Marktplatz Kursmarkt schließen.',
          'Ihr Vertragspartner und Verkäufer ist {{seller.name}}, {{seller.address}}, E-Mail {{seller.email}} (im Folgenden „Kursmarkt“ oder „wir“). Kursmarkt verkauft die Kurse und Seminarpakete im eigenen Namen und auf eigene Rechnung und handelt nicht als Vertreter oder Vermittler der Veranstalter.',
          'Den Kurs führt der auf der Kursseite und in der Bestellbestätigung genannte Veranstalter in unserem Auftrag durch. Für die vertragsgemäße Leistung stehen wir Ihnen als Vertragspartner ein. Wer wofür zuständig ist, steht unter [Informationen zum Marktplatz](/marktplatz-informationen).',
          'Hinweis: Kursmarkt ist in dieser Fassung ein Demonstrationsangebot. Diese Bedingungen sind ein Beispieltext und kein verbindliches Vertragsangebot.',
        ],
      },
      {
        heading: '§ 2 Vertragsschluss',
        paragraphs: [
          'Mit dem Absenden der Bestellung geben Sie ein verbindliches Angebot ab. Der Vertrag kommt zustande, wenn wir die Buchung per E-Mail bestätigen. Ist ein Termin ausgebucht, können Sie sich auf die Warteliste setzen lassen.',
        ],
      },
      {
        heading: '§ 3 Preise, Gutscheine und Zahlung',
        paragraphs: [
          'Alle Preise sind Endpreise in Euro einschließlich gesetzlicher Umsatzsteuer, soweit der Veranstalter nicht umsatzsteuerbefreit ist.',
          'Gutscheincodes werden vor Abschluss der Bestellung verrechnet. Gutscheine sind nicht in bar auszahlbar und können an Bedingungen wie ein Rechtsgebiet, einen Zeitraum oder eine Höchstzahl von Einlösungen gebunden sein.',
        ],
      },
      {
        heading: '§ 4 Stornierung und Ersatzperson',
        paragraphs: [
          'Bis 28 Tage vor Kursbeginn ist eine Stornierung kostenfrei. Danach berechnen wir 50 Prozent, ab sieben Tagen vor Beginn den vollen Preis. Eine Ersatzperson können Sie jederzeit ohne Mehrkosten benennen. Stornieren können Sie unter „Meine Kurse“; Sie erhalten eine Bestätigung und eine Rechnungskorrektur, den Rest des Preises erstatten wir. Einzelne Veranstalter können mildere Fristen vorsehen; sie stehen dann vor dem Stornieren in „Meine Kurse“.',
          'Eine Buchung können Sie bis vier Wochen vor Kursbeginn einmal kostenfrei auf einen anderen Termin desselben Kurses zum selben Preis umbuchen, wenn dort Plätze frei sind. Danach ist nur noch eine Stornierung nach Absatz 1 möglich.',
          'Bei Selbststudienkursen, die kein Fernunterricht sind, ist eine Stornierung ausgeschlossen, sobald der Zugang freigeschaltet wurde, soweit das Gesetz nichts anderes vorsieht. Für Fernlehrgänge gilt § 7.',
        ],
      },
      {
        heading: '§ 5 Absage durch den Veranstalter',
        paragraphs: [
          'Muss ein Kurs abgesagt werden, etwa wegen Erkrankung der Referentin oder zu geringer Teilnehmerzahl, erstatten wir bereits gezahlte Beträge vollständig.',
        ],
      },
      {
        heading: '§ 6 Widerrufsrecht',
        paragraphs: [
          'Kurse auf Kursmarkt richten sich an Berufsträger und werden meist zu beruflichen Zwecken gebucht. Buchen Sie als Verbraucherin oder Verbraucher, gilt das gesetzliche Widerrufsrecht nach Maßgabe der Widerrufsbelehrung in Ihrer Bestellbestätigung.',
        ],
      },
      {
        heading: '§ 7 Fernunterricht (Fernunterrichtsschutzgesetz)',
        paragraphs: [
          'Kurse, die als Fernunterricht gekennzeichnet sind (Lehrmaterial zum Selbststudium mit Lernerfolgskontrolle, etwa Lehrbriefe mit Klausuren oder einem betreuten Forum), sind von der Staatlichen Zentralstelle für Fernunterricht (ZFU) zugelassen. Die Zulassungsnummer steht auf der Kursseite, in der Bestellübersicht und auf der Rechnung.',
          'Das Entgelt für einen Fernlehrgang zahlen Sie in Raten, jeweils für einen Zeitabschnitt von höchstens drei Monaten ab Vertragsschluss (§ 2 Abs. 3 FernUSG). Die erste Rate ist mit der Bestellung fällig, jede weitere zu Beginn ihres Zeitabschnitts; wir stellen jede Rate an ihrem Fälligkeitstag in Rechnung. Eine Vorauszahlung für den ganzen Lehrgang verlangen wir nicht. Zahlungsplan und Fälligkeitstermine sehen Sie vor der Bestellung.',
          'Sie können den Fernunterrichtsvertrag ohne Angabe von Gründen erstmals zum Ende des ersten Halbjahres nach Vertragsschluss mit einer Frist von sechs Wochen kündigen, danach jederzeit mit einer Frist von drei Monaten (§ 5 Abs. 1 FernUSG). Die Kündigung erklären Sie in Textform (etwa per E-Mail an {{seller.email}}) oder in Ihrem Kundenkonto unter „Meine Kurse“ mit der Schaltfläche „Fernunterrichtsvertrag kündigen“; wir bestätigen sie per E-Mail.',
          'Nach der Kündigung werden keine weiteren Raten fällig. Für den Zeitabschnitt, in dem der Vertrag endet, schulden Sie das Entgelt nur anteilig bis zum Vertragsende (§ 5 Abs. 2 FernUSG). Ihr gesetzliches Widerrufsrecht (§ 4 FernUSG, §§ 355 ff. BGB) bleibt unberührt.',
        ],
      },
    ],
  },
  {
    id: 'datenschutz',
    title: 'Datenschutzerklärung',
    metaDescription: 'Welche personenbezogenen Daten Kursmarkt verarbeitet, zu welchem Zweck und welche Rechte Sie haben.',
    sections: [
      {
        heading: 'Verantwortliche Stelle',
        paragraphs: [
          'Verantwortlich: {{seller.name}}, {{seller.address}}, E-Mail {{seller.email}}.',
        ],
      },
      {
        heading: 'Welche Daten wir verarbeiten',
        paragraphs: [
          'Für eine Buchung verarbeiten wir Name, Anschrift, E-Mail-Adresse und die gebuchten Kurse, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Rechnungsdaten bewahren wir so lange auf, wie Handels- und Steuerrecht es verlangen.',
          'Ihre E-Mail-Adresse für den Newsletter nutzen wir erst, nachdem Sie die Anmeldung über den Link in unserer Bestätigungs-E-Mail bestätigt haben.',
        ],
      },
      {
        heading: 'Cookies und lokale Speicherung',
        paragraphs: [
          'Beim ersten Besuch fragen wir, bevor etwas gespeichert oder geladen wird, das nicht unbedingt nötig ist. „Alle ablehnen“ ist so einfach wie „Alle akzeptieren“; unter „Auswahl speichern“ entscheiden Sie je Zweck. Ihre Wahl können Sie jederzeit über „Cookie-Einstellungen“ am Ende jeder Seite ändern oder widerrufen.',
          'Unbedingt nötige Cookies (ohne Einwilligung, Art. 6 Abs. 1 lit. b und f DSGVO, § 25 Abs. 2 TDDDG): „pc“ hält einen Gutscheincode aus einem Link bis zum Ende der Browsersitzung. „rfLoggedIn“ merkt sich, dass Sie angemeldet sind, und wird bei der Abmeldung gelöscht. Melden Sie sich an oder ändern bzw. vergessen Sie Ihr Passwort, setzt unser Anmeldedienst eigene Sitzungs- und Formularschutz-Cookies, die nur dafür dienen.',
          'Nur mit Ihrer Einwilligung („Partnerprogramm“): Das Cookie „aid“ speichert die Partnerkennung aus dem Link eines Partners für die im Partnervertrag vereinbarte Zahl von Tagen, damit eine Buchung in dieser Zeit dem Partner gutgeschrieben wird. Ohne Einwilligung merken wir uns die Kennung nur im Sitzungsspeicher des Browsertabs (Schlüssel „aid“), bis Sie ihn schließen. Widerrufen Sie die Einwilligung, löschen wir das Cookie.',
          'Im lokalen Speicher Ihres Browsers (bleibt, bis Sie ihn löschen): „consent“ – Ihre Cookie-Auswahl mit Version und Datum, damit wir nicht erneut fragen und nichts setzen, was Sie abgelehnt haben; „lang“ – die gewählte Sprache; „cart“, „cp“ und „rf-cart“ – der Warenkorb ohne Anmeldung, seine Stundenpakete und seine Kennung; „token“, „refresh token“ und die Einträge „oidc.…“ – Ihre Anmeldung; „entry“ – die Seite, zu der Sie nach der Anmeldung zurückkehren.',
          'Im Sitzungsspeicher (vergessen, wenn Sie den Tab schließen): „rf_search“ und „rf_filter“ – Ihre letzte Suche; „aid“ – die Partnerkennung ohne Einwilligung; die Einträge „order.…“, „guest-order-…“ und „guest-order-buyer-draft“ – der Stand einer laufenden Bestellung; Einladungen zur Registrierung oder in eine Kanzlei, solange Sie sie annehmen.',
        ],
      },
      {
        heading: 'Google Tag Manager (nur mit Einwilligung)',
        paragraphs: [
          'Stimmen Sie „Statistik / Marketing (Google Tag Manager)“ zu und ist ein Tag Manager eingerichtet, laden wir den Google Tag Manager der Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Irland, von googletagmanager.com (Art. 6 Abs. 1 lit. a DSGVO, § 25 Abs. 1 TDDDG). Er erhält Ihre IP-Adresse und die Ereignisse des Shops: angesehene Kurse, in den Warenkorb gelegte Kurse, die Schritte der Bestellung und die abgeschlossene Buchung mit Kurs, Preis und Rechtsgebieten. Die darüber eingebundenen Dienste von Google können Cookies wie „_ga“ setzen; eine Übermittlung in die USA ist möglich (EU-U.S. Data Privacy Framework). Ohne Ihre Einwilligung wird nichts davon geladen. Widerrufen Sie die Einwilligung, löschen wir diese Cookies und laden die Seite neu.',
        ],
      },
      {
        heading: 'Weitergabe an Veranstalter',
        paragraphs: [
          'Damit ein Kurs stattfinden kann, übermitteln wir dem Veranstalter Name, E-Mail-Adresse und gebuchten Termin der Teilnehmenden. Zahlungsdaten erhält der Veranstalter nicht.',
        ],
      },
      // Issue 26 §5: how to use the rights (export and deletion in the customer area). One section of its own,
      // apart from the cookie section above, which the consent work changes.
      {
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16 DSGVO), Löschung (Art. 17 DSGVO), Einschränkung der Verarbeitung (Art. 18 DSGVO), Datenübertragbarkeit (Art. 20 DSGVO) und Widerspruch (Art. 21 DSGVO). Außerdem können Sie sich bei einer Datenschutzaufsichtsbehörde beschweren.',
          'Auskunft und Datenübertragbarkeit: Im Kundenkonto unter „Meine Daten“ laden Sie mit „Meine Daten herunterladen“ alle Daten, die wir zu Ihrem Konto speichern, als maschinenlesbare JSON-Datei herunter – Ihre Angaben, Bestellungen, Rechnungsdaten, Zertifikate, eigene Kurseinträge, Suchfavoriten, Merkzettel, Kanzlei-Mitgliedschaft, Newsletter-Abonnement und Einwilligungen.',
          'Löschung: Unter „Meine Daten“ löschen Sie mit „Konto löschen“ und Ihrem Passwort Ihr Konto. Ihr Zugang und Ihre persönlichen Angaben werden sofort gelöscht, Sie werden auf allen Geräten abgemeldet und Ihre E-Mail-Adresse ist wieder frei. Bestellungen und Rechnungen müssen wir nach § 147 AO, § 14b UStG und § 257 HGB aufbewahren (Rechnungen 8 Jahre, Buchungsunterlagen bis zu 10 Jahre); sie werden von Ihrem Konto getrennt und nach Ablauf der Fristen gelöscht.',
          'Für alle anderen Anliegen schreiben Sie uns an {{seller.email}}.',
        ],
      },
    ],
  },
  {
    id: 'partner',
    title: 'Partnerprogramm',
    metaDescription: 'Empfehlen Sie Kursmarkt weiter: das Partnerprogramm für Verlage, Vereine und Portale.',
    sections: [
      {
        heading: 'Gemeinsam mehr Fortbildung',
        paragraphs: [
          'Verlage, Anwaltvereine, Fachportale und Blogs können Kursmarkt mit einem persönlichen Partnerlink empfehlen. Wer über Ihren Link zu uns kommt, wird Ihnen für die vereinbarte Laufzeit zugeordnet.',
        ],
      },
      {
        heading: 'So funktioniert die Zuordnung',
        paragraphs: [
          'Ihr Link enthält eine Partnerkennung (aid). Stimmt die Besucherin oder der Besucher dem Partnerprogramm-Cookie zu, speichern wir sie in einem Cookie, das nach der vereinbarten Zahl von Tagen abläuft; sonst nur bis zum Schließen des Browsertabs. Wird in dieser Zeit gebucht, schreiben wir die Buchung Ihrem Partnerkonto gut.',
        ],
      },
      {
        heading: 'Konditionen',
        paragraphs: [
          'Sie erhalten eine Provision auf den Nettoumsatz jeder zugeordneten Buchung. Auswertungen stehen monatlich bereit, abgerechnet wird vierteljährlich.',
          'Interesse? Schreiben Sie an partner@kursmarkt.example.',
        ],
      },
    ],
  },
  {
    id: 'fachanwaltsordnung',
    title: 'Die Fachanwaltsordnung kurz erklärt',
    metaDescription:
      'Was die Fachanwaltsordnung verlangt: Lehrgang, praktische Erfahrung und die jährliche Fortbildungspflicht nach § 15 FAO – in einfachen Worten.',
    sections: [
      {
        heading: 'Worum es geht',
        paragraphs: [
          'Die Fachanwaltsordnung (FAO) ist eine Satzung der Bundesrechtsanwaltskammer. Sie legt fest, in welchen Rechtsgebieten Anwältinnen und Anwälte eine Fachanwaltsbezeichnung führen dürfen – derzeit 24, vom Agrarrecht bis zum Verwaltungsrecht – und was sie dafür nachweisen müssen.',
          'Diese Seite ist eine vereinfachte Orientierung. Maßgeblich ist der jeweils geltende Satzungstext; im Zweifel hilft Ihre Rechtsanwaltskammer.',
        ],
      },
      {
        heading: 'Der Weg zum Fachanwaltstitel',
        paragraphs: [
          'Verlangt werden besondere theoretische Kenntnisse und besondere praktische Erfahrungen. Die Theorie weisen die meisten mit einem Fachanwaltslehrgang nach, der mindestens 120 Zeitstunden umfasst und mit schriftlichen Leistungskontrollen (Klausuren) abschließt.',
          'Die Praxis belegen Sie mit einer Fallliste: Je nach Fachgebiet ist eine bestimmte Zahl selbst bearbeiteter Fälle aus den letzten drei Jahren vor dem Antrag nachzuweisen. Außerdem müssen Sie in den letzten sechs Jahren vor dem Antrag mindestens drei Jahre zugelassen und tätig gewesen sein.',
          'Über den Antrag entscheidet Ihre Rechtsanwaltskammer nach Stellungnahme eines Fachausschusses, der Sie auch zu einem Fachgespräch einladen kann.',
        ],
      },
      {
        heading: 'Die jährliche Fortbildungspflicht (§ 15 FAO)',
        paragraphs: [
          'Wer eine Fachanwaltsbezeichnung führt, muss sich in jedem Kalenderjahr im Fachgebiet fortbilden: insgesamt mindestens 15 Zeitstunden je Fachgebiet, als Hörerin oder Hörer, als Referentin oder Referent oder durch wissenschaftliche Veröffentlichungen.',
          'Online-Seminare zählen, wenn die Referierenden mit den Teilnehmenden interagieren können und die durchgehende Teilnahme nachgewiesen wird. Bis zu fünf der 15 Stunden dürfen im Selbststudium erbracht werden, wenn eine Lernerfolgskontrolle stattfindet.',
          'Den Nachweis reichen Sie bei Ihrer Kammer unaufgefordert ein, meist mit den Teilnahmebescheinigungen. Wer die Pflicht nicht erfüllt, riskiert den Widerruf der Fachanwaltsbezeichnung.',
        ],
      },
      {
        heading: 'Wie Kursmarkt dabei hilft',
        paragraphs: [
          'Kurse, die für § 15 FAO geeignet sind, sind auf Kursmarkt eigens gekennzeichnet und nennen ihre Zeitstunden. Im Kundenkonto zeigt „Mein Status“, wie viele Stunden Sie im laufenden Jahr je Fachgebiet gesammelt haben, und erstellt auf Wunsch ein Nachweisschreiben für Ihre Kammer.',
        ],
      },
    ],
  },
  {
    id: 'impressum',
    title: 'Impressum',
    metaDescription: 'Anbieterkennzeichnung von {{seller.name}}, dem Betreiber und Verkäufer von Kursmarkt.',
    sections: [
      {
        heading: 'Angaben zum Anbieter',
        paragraphs: [
          '{{seller.name}}',
          '{{seller.street}}, {{seller.zipCode}} {{seller.city}}, {{seller.country}}',
          'Vertreten durch: {{seller.representative}}',
        ],
      },
      {
        heading: 'Kontakt',
        paragraphs: ['Telefon: {{seller.phone}}', 'E-Mail: {{seller.email}}'],
      },
      {
        heading: 'Register und Umsatzsteuer',
        paragraphs: [
          'Registereintrag: {{seller.register}}',
          'Umsatzsteuer-Identifikationsnummer: {{seller.vatId}}',
          'Steuernummer: {{seller.taxNumber}}',
        ],
      },
      {
        heading: 'Marktplatz',
        paragraphs: [
          '{{seller.name}} verkauft die Kurse auf Kursmarkt im eigenen Namen. Wer die Kurse durchführt und wie die Suchergebnisse sortiert werden, steht unter [Informationen zum Marktplatz](/marktplatz-informationen).',
        ],
      },
      // § 36 VSBG: whether the seller takes part in dispute resolution before a consumer arbitration board.
      {
        heading: 'Verbraucherstreitbeilegung',
        paragraphs: [
          '{{seller.name}} ist nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG).',
        ],
      },
      {
        heading: 'Hinweis zu den Inhalten',
        paragraphs: [
          'Dieser Katalog ist ein Demonstrationsdatenbestand. Veranstalter, Referentinnen und Referenten sowie Kurse sind frei erfunden; Ähnlichkeiten mit realen Personen oder Einrichtungen sind nicht beabsichtigt.',
        ],
      },
    ],
  },
  {
    id: 'marktplatz-informationen',
    title: 'Informationen zum Marktplatz',
    metaDescription:
      'Wer Ihr Vertragspartner ist, wer die Kurse durchführt, wer wofür verantwortlich ist und wie Kursmarkt Suchergebnisse sortiert.',
    sections: [
      {
        anchor: 'vertragspartner',
        heading: 'Ihr Vertragspartner',
        paragraphs: [
          'Sie kaufen jeden Kurs und jedes Seminarpaket auf Kursmarkt bei {{seller.name}}, {{seller.address}}, E-Mail {{seller.email}}. Wir verkaufen im eigenen Namen und auf eigene Rechnung: Der Vertrag kommt mit uns zustande, nicht mit dem Veranstalter, und die Rechnung stellen wir.',
        ],
      },
      {
        anchor: 'veranstalter',
        heading: 'Wer die Kurse durchführt',
        paragraphs: [
          'Jeden Kurs führt der Veranstalter durch, der auf der Kursseite, in der Bestellübersicht und in der Bestellbestätigung genannt ist. Die Veranstalter sind Unternehmer (Fortbildungsinstitute, Verlage, Vereine und andere Anbieter, die gewerblich oder beruflich handeln); Privatpersonen bieten auf Kursmarkt keine Kurse an.',
          'Weil Sie den Vertrag mit uns, einem Unternehmer, schließen, gelten die Verbraucherrechte, etwa das Widerrufsrecht, Ihnen gegenüber uns – unabhängig davon, welcher Veranstalter den Kurs durchführt.',
        ],
      },
      {
        anchor: 'verantwortung',
        heading: 'Wer wofür verantwortlich ist',
        paragraphs: [
          'Wir sind verantwortlich für den Vertrag und alles, was Sie mit uns abwickeln: Bestellung und Bestätigung, Preise, Gutscheine, Zahlung und Rechnung, Stornierung, Widerruf und Erstattung. Wir stehen Ihnen auch dafür ein, dass der Kurs wie beschrieben stattfindet; wenden Sie sich mit jedem Anliegen zuerst an uns.',
          'Der Veranstalter ist verantwortlich für Inhalt und Durchführung des Kurses: Referentinnen und Referenten, Unterlagen, Ort oder Online-Zugang, den Ablauf am Termin und die Teilnahmebescheinigung. Seine Angaben zu Inhalt, Zeitstunden und Eignung für § 15 FAO prüfen wir vor der Veröffentlichung.',
        ],
      },
      {
        anchor: 'ranking',
        heading: 'Wie wir Suchergebnisse sortieren',
        paragraphs: [
          'Die Suche zeigt die Kurse, die zu allen gewählten Angaben passen – Suchbegriff, Rechtsgebiet, Bereich, Veranstaltungsart, Kursart, Ort und Umkreis, Zeitraum, Preis, Dauer und Veranstalter – und die ab dem gewählten Datum (ohne Angabe: ab heute) mindestens einen Termin mit Preis haben. Ein Suchbegriff passt, wenn jedes seiner Wörter im Kurstitel oder in der Beschreibung vorkommt, auch als Wortanfang (im Titel auch als Wortteil).',
          'Voreinstellung ist „Relevanz“. Mit Suchbegriff ist der Hauptparameter, wie viele Wörter des Suchbegriffs im Kurstitel als Wort oder Wortanfang vorkommen: Jedes Wort zählt gleich viel, Kurse mit mehr Treffern im Titel stehen weiter oben, Kurse mit Treffern nur in der Beschreibung danach. Bei gleicher Zahl steht der Kurs mit dem frühesten passenden Termin vorn, danach der früher eingestellte Kurs.',
          'Ohne Suchbegriff stehen die Kurse mit dem frühesten passenden Termin oben; bei gleichem Datum der früher eingestellte Kurs.',
          'Sie können die Reihenfolge selbst wählen: nach Datum (früheste oder späteste zuerst) oder nach Preis (der niedrigste Preis der passenden Termine, niedrigster oder höchster zuerst).',
          'Keinen Einfluss auf die Reihenfolge haben Zahlungen, Provisionen oder sonstige Vereinbarungen mit Veranstaltern, Werbung (Werbebanner stehen getrennt von den Ergebnissen), Bewertungen und Klickzahlen.',
        ],
      },
    ],
  },
  {
    id: 'ueber-uns',
    title: 'Über uns',
    metaDescription: 'Kursmarkt ist der Marktplatz für Fortbildungen in Rechtsberufen – wer wir sind und was uns wichtig ist.',
    sections: [
      {
        heading: 'Fortbildung, die zum Kanzleialltag passt',
        paragraphs: [
          'Kursmarkt ist entstanden, weil die Suche nach der passenden Fortbildung zu viel Zeit kostet: Angebote verteilen sich auf Dutzende Veranstalterseiten, Zeitstunden und Anerkennung sind schwer zu vergleichen.',
          'Bei uns finden Anwältinnen, Anwälte und ihre Teams Lehrgänge, Seminare, Online-Kurse und Selbststudium an einem Ort – durchsuchbar nach Rechtsgebiet, Ort, Termin und Preis.',
        ],
      },
      {
        heading: 'Was uns wichtig ist',
        paragraphs: [
          'Transparenz: Jede Kursseite nennt Zeitstunden, Format, Referentinnen und Referenten und alle Preisstufen.',
          'Verlässlichkeit: Bescheinigungen und Nachweise für § 15 FAO liegen gesammelt in Ihrem Konto.',
        ],
      },
      {
        heading: 'Das Team',
        paragraphs: ['Hinter Kursmarkt steht ein kleines Team aus Juristinnen, Entwicklern und ehemaligen Kanzleimitarbeitenden in Berlin.'],
      },
    ],
  },
  {
    id: 'kontakt',
    title: 'Kontakt',
    metaDescription: 'So erreichen Sie das Kursmarkt-Team: Kontaktformular, E-Mail und Telefon.',
    sections: [
      {
        heading: 'Wir helfen gern',
        paragraphs: [
          'Fragen zu einer Buchung, einer Rechnung oder Ihrem Fortbildungsnachweis? Schreiben Sie uns über das Kontaktformular – wir antworten in der Regel innerhalb eines Werktags.',
        ],
      },
      {
        heading: 'Direkter Draht',
        paragraphs: ['E-Mail: kontakt@kursmarkt.example', 'Telefon: +49 30 0000000 (Montag bis Freitag, 9 bis 17 Uhr)'],
      },
      {
        heading: 'Für Veranstalter und Partner',
        paragraphs: [
          'Sie möchten Kurse anbieten oder Partner werden? Alles Wichtige finden Sie unter „Informationen für Veranstalter“ und „Partnerprogramm“.',
        ],
      },
    ],
  },
  {
    /**
     * The statutory model withdrawal instructions for services (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2
     * EGBGB) and the model withdrawal form (Anlage 2), word for word; the seller's name, address and
     * e-mail are placeholders filled from the seller configuration (SELLER_*) when the page is served.
     */
    id: 'widerruf',
    title: 'Widerrufsbelehrung und Muster-Widerrufsformular',
    metaDescription:
      'Ihr Widerrufsrecht als Verbraucherin oder Verbraucher: die Widerrufsbelehrung für Kursbuchungen und das Muster-Widerrufsformular.',
    sections: [
      {
        anchor: 'hinweis',
        heading: null,
        paragraphs: [
          'Das Widerrufsrecht steht Verbraucherinnen und Verbrauchern zu (§ 13 BGB), also wenn Sie einen Kurs überwiegend weder für Ihre gewerbliche noch für Ihre selbständige berufliche Tätigkeit buchen. Buchungen für eine Kanzlei oder ein Unternehmen sind nicht widerruflich; dafür gelten die Stornierungsbedingungen in unseren [AGB](/agb).',
        ],
      },
      {
        anchor: 'widerrufsrecht',
        heading: 'Widerrufsrecht',
        paragraphs: [
          'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
          'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
          'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({{seller.name}}, {{seller.address}}, E-Mail: {{seller.email}}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
          'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
        ],
      },
      {
        anchor: 'folgen',
        heading: 'Folgen des Widerrufs',
        paragraphs: [
          'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
          'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
        ],
      },
      {
        anchor: 'muster-widerrufsformular',
        heading: 'Muster-Widerrufsformular',
        paragraphs: [
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
          '– An {{seller.name}}, {{seller.address}}, E-Mail: {{seller.email}}:',
          '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
          '– Bestellt am (*)/erhalten am (*)',
          '– Name des/der Verbraucher(s)',
          '– Anschrift des/der Verbraucher(s)',
          '– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
          '– Datum',
          '(*) Unzutreffendes streichen.',
        ],
      },
    ],
  },
];
