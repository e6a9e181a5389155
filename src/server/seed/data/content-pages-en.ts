/** English static pages: the same content as content-pages-de.ts, written for English readers. */
import type { ContentPageSeed } from './content-page-seed.ts';

export const CONTENT_PAGES_EN: readonly ContentPageSeed[] = [
  {
    id: 'veranstalter-informationen',
    title: 'Information for organizers',
    metaDescription: 'How organizers offer courses and seminars on Kursmarkt: getting listed, bookings and payouts.',
    sections: [
      {
        heading: 'Your seminars where legal professionals look',
        paragraphs: [
          'Kursmarkt brings specialist-lawyer courses, § 15 FAO training and seminars for law-office teams together in one place. Lawyers and their staff find your courses by area of law, place, date and format.',
          'You stay in charge of content, dates and prices. We take care of presentation, booking and payment: Kursmarkt sells your courses to participants in its own name, and you hold them on our behalf.',
        ],
      },
      {
        heading: 'Getting your courses listed',
        paragraphs: [
          'After a short introductory call you get access to the organizer area, where you create courses with description, speakers, dates and price levels, or import them from your own system.',
          'Every course is reviewed before publication so that details such as training hours and § 15 FAO eligibility are correct.',
        ],
      },
      {
        heading: 'Bookings, certificates, payouts',
        paragraphs: [
          'You see bookings and waiting lists as they happen. Upload attendance certificates or have them generated; participants then find them in their account.',
          'Your payment for the places sold is paid out monthly, less the agreed commission.',
        ],
      },
      {
        heading: 'Contact for organizers',
        paragraphs: ['Write to veranstalter@kursmarkt.example – we reply within two working days.'],
      },
    ],
  },
  {
    id: 'agb',
    title: 'Terms and conditions',
    metaDescription: 'The terms and conditions for booking courses and seminar packages on Kursmarkt.',
    sections: [
      {
        heading: '1 Scope, contracting party',
        paragraphs: [
          'These terms apply to all contracts for courses and seminar packages that you conclude on the Kursmarkt marketplace.',
          'Your contracting party and seller is {{seller.name}}, {{seller.address}}, e-mail {{seller.email}} ("Kursmarkt" or "we"). Kursmarkt sells the courses and seminar packages in its own name and for its own account and does not act as an agent or intermediary of the organizers.',
          'The course is held on our behalf by the organizer named on the course page and in the order confirmation. As your contracting party, we answer to you for the service as agreed. Who is responsible for what is set out in the [marketplace information](/marktplatz-informationen).',
          'Note: in this version Kursmarkt is a demonstration. These terms are sample text, not a binding offer.',
        ],
      },
      {
        heading: '2 Contract',
        paragraphs: [
          'Submitting an order is a binding offer. The contract is concluded when we confirm the booking by e-mail. If a date is fully booked, you can join the waiting list.',
        ],
      },
      {
        heading: '3 Prices, vouchers and payment',
        paragraphs: [
          'All prices are final prices in euros including VAT, unless the organizer is exempt from VAT.',
          'Voucher codes are applied before the order is completed. Vouchers cannot be paid out in cash and may be limited to an area of law, a period or a number of uses.',
        ],
      },
      {
        heading: '4 Cancellation and substitutes',
        paragraphs: [
          'Cancellation is free of charge up to 28 days before the course starts. After that we charge 50 percent, and the full price from seven days before the start. You may name a substitute at any time at no extra cost. You cancel under "My courses"; you receive a confirmation and a credit note, and we refund the rest of the price. Some organizers allow more lenient periods; they are shown in "My courses" before you cancel.',
          'Up to four weeks before the course starts you may rebook a booking once, free of charge, to another date of the same course at the same price if it has free places. After that only a cancellation under paragraph 1 is possible.',
          'Self-study courses that are not distance learning cannot be cancelled once access has been granted, unless the law provides otherwise. Distance-learning courses: see section 7.',
        ],
      },
      {
        heading: '5 Cancellation by the organizer',
        paragraphs: [
          'If a course has to be cancelled, for example because the speaker is ill or too few people have registered, we refund all amounts already paid.',
        ],
      },
      {
        heading: '6 Right of withdrawal',
        paragraphs: [
          'Courses on Kursmarkt are aimed at professionals and are usually booked for business purposes. If you book as a consumer, the statutory right of withdrawal applies as set out in your order confirmation.',
        ],
      },
      {
        heading: '7 Distance learning (Fernunterrichtsschutzgesetz)',
        paragraphs: [
          'Courses marked as distance learning (self-study material with a check of learning success, such as study letters with exams or a supervised forum) are approved by the Staatliche Zentralstelle für Fernunterricht (ZFU). The approval number is shown on the course page, in the order summary and on the invoice.',
          'You pay for a distance-learning course in instalments, each for a period of at most three months from the contract (§ 2 (3) FernUSG). The first instalment is due with the order, each further one at the start of its period; we invoice each instalment on its due date. We never ask for the whole course in advance. You see the payment plan and the due dates before you order.',
          'You may terminate the distance-learning contract without giving reasons, first at the end of the first half-year after the contract with six weeks\' notice, after that at any time with three months\' notice (§ 5 (1) FernUSG). Declare it in text form (for example by e-mail to {{seller.email}}) or in your customer account under "My courses" with the button "Terminate distance-learning contract"; we confirm it by e-mail.',
          'After the termination no further instalments are due. For the period in which the contract ends you owe the fee only pro rata until the contract ends (§ 5 (2) FernUSG). Your statutory right of withdrawal (§ 4 FernUSG, §§ 355 et seq. BGB) remains unaffected.',
        ],
      },
    ],
  },
  {
    id: 'datenschutz',
    title: 'Privacy policy',
    metaDescription: 'Which personal data Kursmarkt processes, for what purpose, and what your rights are.',
    sections: [
      {
        heading: 'Controller',
        paragraphs: [
          'Controller: {{seller.name}}, {{seller.address}}, e-mail {{seller.email}}.',
        ],
      },
      {
        heading: 'What we process',
        paragraphs: [
          'For a booking we process your name, address, e-mail address and the courses booked in order to perform the contract (Art. 6(1)(b) GDPR). Invoice data is kept as long as commercial and tax law require.',
          'We only use your e-mail address for the newsletter after you have confirmed your sign-up through the link in our confirmation e-mail.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        paragraphs: [
          'On your first visit we ask before anything is stored or loaded that is not strictly necessary. “Reject all” is as easy as “Accept all”; “Save selection” lets you decide per purpose. You can change or withdraw your choice at any time under “Cookie settings” at the bottom of every page.',
          'Strictly necessary cookies (no consent needed, Art. 6(1)(b) and (f) GDPR, section 25(2) TDDDG): “pc” keeps a voucher code from a link until the end of the browser session. “rfLoggedIn” remembers that you are signed in and is deleted when you sign out. When you sign in, or change or forget your password, our sign-in service sets its own session and form protection cookies that serve only that purpose.',
          'Only with your consent (“Partner programme”): the cookie “aid” keeps the partner id from a partner’s link for the number of days agreed with the partner, so that a booking within that time is credited to the partner. Without consent we keep the id only in the browser tab’s session storage (key “aid”) until you close it. If you withdraw your consent, we delete the cookie.',
          'In your browser’s local storage (kept until you delete it): “consent” – your cookie choice with its version and date, so that we do not ask again and set nothing you rejected; “lang” – the chosen language; “cart”, “cp” and “rf-cart” – the cart without sign-in, its hour packages and its id; “token”, “refresh token” and the “oidc.…” entries – your sign-in; “entry” – the page you return to after signing in.',
          'In session storage (forgotten when you close the tab): “rf_search” and “rf_filter” – your last search; “aid” – the partner id without consent; the “order.…”, “guest-order-…” and “guest-order-buyer-draft” entries – the state of an order in progress; invitations to register or to join a firm while you accept them.',
        ],
      },
      {
        heading: 'Google Tag Manager (only with consent)',
        paragraphs: [
          'If you agree to “Statistics / marketing (Google Tag Manager)” and a tag manager is set up, we load Google Tag Manager of Google Ireland Limited, Gordon House, Barrow Street, Dublin 4, Ireland, from googletagmanager.com (Art. 6(1)(a) GDPR, section 25(1) TDDDG). It receives your IP address and the shop’s events: courses viewed, courses added to the cart, the steps of the order and the completed booking with course, price and areas of law. Google services loaded through it may set cookies such as “_ga”; a transfer to the USA is possible (EU-U.S. Data Privacy Framework). Without your consent none of this is loaded. If you withdraw your consent, we delete these cookies and reload the page.',
        ],
      },
      {
        heading: 'Sharing with organizers',
        paragraphs: [
          'So that a course can take place, we pass the participant’s name, e-mail address and booked date to the organizer. Organizers never receive payment details.',
        ],
      },
      // Issue 26 §5: how to use the rights (export and deletion in the customer area). One section of its own,
      // apart from the cookie section above, which the consent work changes.
      {
        heading: 'Your rights',
        paragraphs: [
          'You have the right of access (Art. 15 GDPR), rectification (Art. 16 GDPR), erasure (Art. 17 GDPR), restriction of processing (Art. 18 GDPR), data portability (Art. 20 GDPR) and objection (Art. 21 GDPR). You may also lodge a complaint with a data protection authority.',
          'Access and portability: in your customer account under “My data”, “Download my data” gives you everything we store about your account as a machine-readable JSON file – your details, orders, invoice data, certificates, your own course entries, saved searches, bookmarks, firm membership, newsletter subscription and consents.',
          'Erasure: under “My data”, “Delete account” with your password deletes your account. Your sign-in and personal details are deleted at once, you are signed out on every device and your e-mail address becomes free again. Orders and invoices must be kept under § 147 AO, § 14b UStG and § 257 HGB (invoices 8 years, accounting records up to 10 years); they are detached from your account and deleted when those periods end.',
          'For anything else, write to us at {{seller.email}}.',
        ],
      },
    ],
  },
  {
    id: 'partner',
    title: 'Partner programme',
    metaDescription: 'Recommend Kursmarkt: the partner programme for publishers, associations and portals.',
    sections: [
      {
        heading: 'More training, together',
        paragraphs: [
          'Publishers, bar associations, specialist portals and blogs can recommend Kursmarkt with a personal partner link. Visitors who arrive through your link are attributed to you for the agreed period.',
        ],
      },
      {
        heading: 'How attribution works',
        paragraphs: [
          'Your link carries a partner id (aid). If the visitor agrees to the partner programme cookie, we keep it in a cookie that expires after the agreed number of days; otherwise only until the browser tab is closed. Bookings made during that time are credited to your partner account.',
        ],
      },
      {
        heading: 'Terms',
        paragraphs: [
          'You earn a commission on the net revenue of every attributed booking. Reports are available monthly; settlement is quarterly.',
          'Interested? Write to partner@kursmarkt.example.',
        ],
      },
    ],
  },
  {
    id: 'fachanwaltsordnung',
    title: 'The Specialist Lawyers Regulation explained',
    metaDescription:
      'What the German Specialist Lawyers Regulation (FAO) requires: the course, practical experience and the yearly training duty under § 15 FAO – in plain words.',
    sections: [
      {
        heading: 'What it is about',
        paragraphs: [
          'The Fachanwaltsordnung (FAO) is a by-law of the German Federal Bar. It sets out in which areas lawyers may call themselves specialists – currently 24, from agricultural to administrative law – and what they must show to do so.',
          'This page is a simplified guide. The regulation in its current wording is what counts; when in doubt, ask your regional bar.',
        ],
      },
      {
        heading: 'Becoming a specialist lawyer',
        paragraphs: [
          'Applicants need special theoretical knowledge and special practical experience. Most prove the theory with a specialist course of at least 120 hours that ends with written examinations.',
          'Practice is shown with a case list: depending on the field, a set number of cases handled personally in the three years before the application. Applicants must also have been admitted and practising for at least three of the last six years.',
          'The regional bar decides after hearing a specialist committee, which may invite the applicant to a professional interview.',
        ],
      },
      {
        heading: 'The yearly training duty (§ 15 FAO)',
        paragraphs: [
          'Specialist lawyers must train in their field every calendar year: at least 15 hours per field, as participants, as speakers, or through academic publications.',
          'Online seminars count if speakers and participants can interact and continuous attendance is recorded. Up to five of the 15 hours may be self-study, provided there is a test of what was learned.',
          'Proof is sent to the bar without being asked, usually as attendance certificates. Failing to meet the duty can cost the specialist title.',
        ],
      },
      {
        heading: 'How Kursmarkt helps',
        paragraphs: [
          'Courses that count under § 15 FAO are marked on Kursmarkt and state their hours. In your account, “My status” shows the hours collected per field this year and can produce a letter for your bar.',
        ],
      },
    ],
  },
  {
    id: 'impressum',
    title: 'Legal notice',
    metaDescription: 'Provider identification of {{seller.name}}, the operator and seller of Kursmarkt.',
    sections: [
      {
        heading: 'Provider',
        paragraphs: [
          '{{seller.name}}',
          '{{seller.street}}, {{seller.zipCode}} {{seller.city}}, {{seller.country}}',
          'Represented by: {{seller.representative}}',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Phone: {{seller.phone}}', 'E-mail: {{seller.email}}'],
      },
      {
        heading: 'Register and VAT',
        paragraphs: ['Register entry: {{seller.register}}', 'VAT id: {{seller.vatId}}', 'Tax number: {{seller.taxNumber}}'],
      },
      {
        heading: 'Marketplace',
        paragraphs: [
          '{{seller.name}} sells the courses on Kursmarkt in its own name. Who holds the courses and how search results are ranked is set out in the [marketplace information](/marktplatz-informationen).',
        ],
      },
      // § 36 VSBG: whether the seller takes part in dispute resolution before a consumer arbitration board.
      {
        heading: 'Consumer dispute resolution',
        paragraphs: [
          '{{seller.name}} is neither willing nor obliged to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG).',
        ],
      },
      {
        heading: 'About this content',
        paragraphs: [
          'This catalogue is demonstration data. Organizers, speakers and courses are invented; any resemblance to real people or institutions is unintended.',
        ],
      },
    ],
  },
  {
    id: 'marktplatz-informationen',
    title: 'Marketplace information',
    metaDescription:
      'Who your contracting party is, who holds the courses, who is responsible for what, and how Kursmarkt ranks search results.',
    sections: [
      {
        anchor: 'vertragspartner',
        heading: 'Your contracting party',
        paragraphs: [
          'You buy every course and seminar package on Kursmarkt from {{seller.name}}, {{seller.address}}, e-mail {{seller.email}}. We sell in our own name and for our own account: the contract is concluded with us, not with the organizer, and we issue the invoice.',
        ],
      },
      {
        anchor: 'veranstalter',
        heading: 'Who holds the courses',
        paragraphs: [
          'Every course is held by the organizer named on the course page, in the order summary and in the order confirmation. The organizers are traders (training institutes, publishers, associations and other providers acting for business or professional purposes); private individuals do not offer courses on Kursmarkt.',
          'As you conclude the contract with us, a trader, your consumer rights, such as the right of withdrawal, apply against us – whichever organizer holds the course.',
        ],
      },
      {
        anchor: 'verantwortung',
        heading: 'Who is responsible for what',
        paragraphs: [
          'We are responsible for the contract and everything you settle with us: the order and its confirmation, prices, vouchers, payment and invoice, cancellation, withdrawal and refunds. We also answer to you for the course taking place as described; please contact us first with any concern.',
          'The organizer is responsible for the content and the holding of the course: the speakers, the materials, the venue or online access, the course day itself and the certificate of attendance. We review its statements on content, training hours and § 15 FAO eligibility before publication.',
        ],
      },
      {
        anchor: 'ranking',
        heading: 'How we rank search results',
        paragraphs: [
          'The search shows the courses that match everything you chose – search term, area of law, field, delivery type, course kind, place and radius, period, price, duration and organizer – and that have at least one priced date from the chosen day on (without one: from today). A search term matches when each of its words occurs in the course title or description, also as the start of a word (in the title also within a word).',
          'The default order is "relevance". With a search term, the main parameter is how many words of the term occur in the course title as a word or the start of one: every word counts the same, courses with more words in the title come first, courses matching only in the description after them. With the same count, the course with the earliest matching date comes first, then the course listed earlier.',
          'Without a search term, the courses with the earliest matching date come first; on the same date, the course listed earlier.',
          'You can choose the order yourself: by date (earliest or latest first) or by price (the lowest price of the matching dates, lowest or highest first).',
          'Payments, commissions or other arrangements with organizers, advertising (banners are shown apart from the results), ratings and clicks have no influence on the order.',
        ],
      },
    ],
  },
  {
    id: 'ueber-uns',
    title: 'About us',
    metaDescription: 'Kursmarkt is the marketplace for training in the legal professions – who we are and what matters to us.',
    sections: [
      {
        heading: 'Training that fits everyday legal work',
        paragraphs: [
          'Kursmarkt exists because finding the right training takes too long: offers are spread over dozens of organizer sites, and hours and recognition are hard to compare.',
          'Here lawyers and their teams find courses, seminars, online classes and self-study in one place – searchable by area of law, place, date and price.',
        ],
      },
      {
        heading: 'What matters to us',
        paragraphs: [
          'Transparency: every course page states hours, format, speakers and all price levels.',
          'Reliability: certificates and your § 15 FAO record are kept together in your account.',
        ],
      },
      {
        heading: 'The team',
        paragraphs: ['Kursmarkt is run by a small team of lawyers, developers and former law-office staff in Berlin.'],
      },
    ],
  },
  {
    id: 'kontakt',
    title: 'Contact',
    metaDescription: 'How to reach the Kursmarkt team: contact form, e-mail and phone.',
    sections: [
      {
        heading: 'We are happy to help',
        paragraphs: [
          'Questions about a booking, an invoice or your training record? Use the contact form – we usually answer within one working day.',
        ],
      },
      {
        heading: 'Direct line',
        paragraphs: ['E-mail: kontakt@kursmarkt.example', 'Phone: +49 30 0000000 (Monday to Friday, 9 am to 5 pm)'],
      },
      {
        heading: 'Organizers and partners',
        paragraphs: [
          'Would you like to offer courses or become a partner? See “Information for organizers” and “Partner programme”.',
        ],
      },
    ],
  },
  {
    /**
     * The statutory model withdrawal instructions (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB) and
     * model form (Anlage 2) in English, in the wording of the official English model of Directive
     * 2011/83/EU (Annex I), marked as a translation; the German page is the binding text.
     */
    id: 'widerruf',
    title: 'Withdrawal instructions and model withdrawal form',
    metaDescription:
      'Your right of withdrawal as a consumer: the withdrawal instructions for course bookings and the model withdrawal form (English translation).',
    sections: [
      {
        anchor: 'hinweis',
        heading: null,
        paragraphs: [
          'This page is an English translation of the statutory German model text, for your convenience; the German version (Widerrufsbelehrung, shown when the language is set to Deutsch) is the binding text.',
          'The right of withdrawal applies to consumers (§ 13 BGB), that is when you book a course for purposes mainly outside your trade, business or profession. Bookings for a law firm or a company cannot be withdrawn; the cancellation terms of our [terms and conditions](/agb) apply to them.',
        ],
      },
      {
        anchor: 'widerrufsrecht',
        heading: 'Right of withdrawal',
        paragraphs: [
          'You have the right to withdraw from this contract within 14 days without giving any reason.',
          'The withdrawal period will expire after 14 days from the day of the conclusion of the contract.',
          'To exercise the right of withdrawal, you must inform us ({{seller.name}}, {{seller.address}}, e-mail: {{seller.email}}) of your decision to withdraw from this contract by an unequivocal statement (e.g. a letter sent by post or e-mail). You may use the attached model withdrawal form, but it is not obligatory.',
          'To meet the withdrawal deadline, it is sufficient for you to send your communication concerning your exercise of the right of withdrawal before the withdrawal period has expired.',
        ],
      },
      {
        anchor: 'folgen',
        heading: 'Effects of withdrawal',
        paragraphs: [
          'If you withdraw from this contract, we shall reimburse to you all payments received from you, including the costs of delivery (with the exception of the supplementary costs resulting from your choice of a type of delivery other than the least expensive type of standard delivery offered by us), without undue delay and in any event not later than 14 days from the day on which we are informed about your decision to withdraw from this contract. We will carry out such reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of such reimbursement.',
          'If you requested to begin the performance of services during the withdrawal period, you shall pay us an amount which is in proportion to what has been provided until you have communicated us your withdrawal from this contract, in comparison with the full coverage of the contract.',
        ],
      },
      {
        anchor: 'muster-widerrufsformular',
        heading: 'Model withdrawal form',
        paragraphs: [
          '(Complete and return this form only if you wish to withdraw from the contract.)',
          '– To {{seller.name}}, {{seller.address}}, e-mail: {{seller.email}}:',
          '– I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
          '– Ordered on (*)/received on (*),',
          '– Name of consumer(s),',
          '– Address of consumer(s),',
          '– Signature of consumer(s) (only if this form is notified on paper),',
          '– Date',
          '(*) Delete as appropriate.',
        ],
      },
    ],
  },
];
