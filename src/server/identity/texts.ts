/** The sign-in pages' texts: German, English when the SPA asks with ui_locales=en (the change-password page also follows Accept-Language). */
export type PageLanguage = 'de' | 'en';

const de = {
  siteName: 'Kursmarkt',
  loginTitle: 'Anmelden',
  loginIntro: 'Melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  email: 'E-Mail-Adresse',
  password: 'Passwort',
  passwordConfirmation: 'Passwort wiederholen',
  firstName: 'Vorname',
  lastName: 'Nachname',
  loginButton: 'Anmelden',
  noAccount: 'Noch kein Konto?',
  toRegister: 'Jetzt registrieren',
  registerTitle: 'Registrieren',
  registerIntro: 'Legen Sie Ihr Kundenkonto an. Alle Felder sind Pflichtfelder.',
  registerButton: 'Konto anlegen',
  haveAccount: 'Sie haben schon ein Konto?',
  toLogin: 'Zur Anmeldung',
  cancel: 'Abbrechen und zurück zum Shop',
  wrongCredentials: 'E-Mail-Adresse oder Passwort ist falsch.',
  formHasErrors: 'Bitte prüfen Sie Ihre Eingaben.',
  required: 'Bitte füllen Sie dieses Feld aus.',
  invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse an!',
  passwordTooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
  passwordTooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
  passwordMismatch: 'Die Passwörter stimmen nicht überein.',
  passwordHint: (min: number) => `Mindestens ${min} Zeichen.`,
  nameTooLong: 'Bitte höchstens 100 Zeichen.',
  nameOneLine: 'Bitte nur eine Zeile, ohne Zeilenumbrüche und Tabulatoren.',
  emailTaken: 'Zu dieser E-Mail-Adresse gibt es bereits ein Konto. Bitte melden Sie sich an.',
  tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie eine Minute und versuchen Sie es dann erneut.',
  loginPaused: (seconds: number) =>
    `Zu viele fehlgeschlagene Anmeldungen mit dieser E-Mail-Adresse. Bitte versuchen Sie es in ${seconds} ${seconds === 1 ? 'Sekunde' : 'Sekunden'} erneut.`,
  busy: 'Gerade melden sich sehr viele Personen an. Bitte versuchen Sie es in einigen Sekunden erneut.',
  expiredTitle: 'Anmeldung abgelaufen',
  expired: 'Diese Anmeldung ist abgelaufen oder wurde bereits abgeschlossen. Bitte starten Sie die Anmeldung im Shop erneut.',
  errorTitle: 'Etwas ist schiefgegangen',
  error: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
  backToShop: 'Zurück zum Shop',
  logoutTitle: 'Abmelden',
  logoutQuestion: 'Möchten Sie sich von Kursmarkt abmelden?',
  logoutButton: 'Abmelden',
  stayButton: 'Angemeldet bleiben',
  loggedOutTitle: 'Abgemeldet',
  loggedOut: 'Sie wurden erfolgreich abgemeldet.',
  passwordChangeTitle: 'Passwort ändern',
  passwordChangeIntro:
    'Geben Sie Ihre E-Mail-Adresse, Ihr aktuelles Passwort und zweimal Ihr neues Passwort ein. Danach sind Sie auf allen Geräten abgemeldet.',
  currentPassword: 'Aktuelles Passwort',
  newPassword: 'Neues Passwort',
  newPasswordConfirmation: 'Neues Passwort wiederholen',
  passwordChangeButton: 'Passwort ändern',
  wrongCurrentPassword: 'E-Mail-Adresse oder aktuelles Passwort ist falsch.',
  formExpired: 'Das Formular ist abgelaufen. Bitte geben Sie Ihre Daten erneut ein.',
  passwordChangedTitle: 'Passwort geändert',
  passwordChanged:
    'Ihr Passwort wurde geändert. Sie wurden auf allen Geräten abgemeldet. Bitte melden Sie sich im Shop mit Ihrem neuen Passwort wieder an.',
  passwordChangeError: 'Das Passwort konnte nicht geändert werden. Bitte versuchen Sie es erneut.',
  forgotPassword: 'Passwort vergessen?',
  forgotTitle: 'Passwort vergessen',
  forgotIntro:
    'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen können.',
  forgotButton: 'Link anfordern',
  forgotSentTitle: 'Bitte sehen Sie in Ihr Postfach',
  forgotSent: (minutes: number) =>
    `Wenn ein Konto mit dieser Adresse besteht, haben wir Ihnen einen Link geschickt, mit dem Sie ein neues Passwort festlegen können. Der Link gilt ${minutes} Minuten und nur einmal. Falls keine E-Mail ankommt, sehen Sie bitte auch im Spam-Ordner nach.`,
  resetTitle: 'Neues Passwort festlegen',
  resetIntro: (email: string) => `Legen Sie ein neues Passwort für das Konto ${email} fest. Danach sind Sie auf allen Geräten abgemeldet.`,
  resetButton: 'Passwort speichern',
  resetDone:
    'Ihr neues Passwort ist gespeichert. Sie wurden auf allen Geräten abgemeldet. Sie können sich jetzt im Shop mit Ihrem neuen Passwort anmelden.',
  resetLinkTitle: 'Link nicht mehr gültig',
  resetLinkExpired: (minutes: number) =>
    `Dieser Link ist abgelaufen: Ein Link zum Zurücksetzen gilt ${minutes} Minuten. Bitte fordern Sie einen neuen Link an.`,
  resetLinkInvalid: 'Dieser Link ist ungültig oder wurde bereits verwendet. Bitte fordern Sie einen neuen Link an.',
  requestNewLink: 'Neuen Link anfordern',
  resetMailSubject: 'Neues Passwort für Ihr Kursmarkt-Konto',
  resetMailText: (firstName: string, link: string, minutes: number) =>
    `Guten Tag ${firstName},\n\nSie haben ein neues Passwort für Ihr Kundenkonto bei Kursmarkt angefordert. Über diesen Link legen Sie es fest:\n\n${link}\n\nDer Link gilt ${minutes} Minuten und nur einmal.\n\nWenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail einfach: Ihr bisheriges Passwort bleibt gültig.\n\nIhr Kursmarkt-Team`,
  verifyMailSubject: 'Bitte bestätigen Sie Ihre E-Mail-Adresse',
  verifyMailText: (firstName: string, link: string, hours: number) =>
    `Guten Tag ${firstName},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse für Ihr Kundenkonto bei Kursmarkt. Erst danach zeigt Ihr Konto die Kurse, für die Sie als Teilnehmerin oder Teilnehmer angemeldet sind, Ihre Bescheinigungen und Ihren Fortbildungsstand:\n\n${link}\n\nDer Link gilt ${hours} Stunden.\n\nWenn Sie kein Konto angelegt haben, ignorieren Sie diese E-Mail einfach.\n\nIhr Kursmarkt-Team`,
};

export type Texts = typeof de;

const en: Texts = {
  siteName: 'Kursmarkt',
  loginTitle: 'Sign in',
  loginIntro: 'Sign in with your e-mail address and password.',
  email: 'E-mail address',
  password: 'Password',
  passwordConfirmation: 'Repeat password',
  firstName: 'First name',
  lastName: 'Last name',
  loginButton: 'Sign in',
  noAccount: 'No account yet?',
  toRegister: 'Register now',
  registerTitle: 'Register',
  registerIntro: 'Create your customer account. All fields are required.',
  registerButton: 'Create account',
  haveAccount: 'Already have an account?',
  toLogin: 'Sign in',
  cancel: 'Cancel and return to the shop',
  wrongCredentials: 'The e-mail address or password is wrong.',
  formHasErrors: 'Please check your entries.',
  required: 'Please fill in this field.',
  invalidEmail: 'Please enter a valid e-mail address!',
  passwordTooShort: (min) => `The password must be at least ${min} characters long.`,
  passwordTooLong: (max) => `The password must be at most ${max} characters long.`,
  passwordMismatch: 'The passwords do not match.',
  passwordHint: (min) => `At least ${min} characters.`,
  nameTooLong: 'At most 100 characters, please.',
  nameOneLine: 'One line only, please: no line breaks or tabs.',
  emailTaken: 'An account with this e-mail address exists already. Please sign in.',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  loginPaused: (seconds) =>
    `Too many failed sign-ins with this e-mail address. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  busy: 'Very many people are signing in right now. Please try again in a few seconds.',
  expiredTitle: 'Sign-in expired',
  expired: 'This sign-in has expired or was completed already. Please start signing in from the shop again.',
  errorTitle: 'Something went wrong',
  error: 'Signing in could not be completed. Please try again.',
  backToShop: 'Back to the shop',
  logoutTitle: 'Sign out',
  logoutQuestion: 'Do you want to sign out of Kursmarkt?',
  logoutButton: 'Sign out',
  stayButton: 'Stay signed in',
  loggedOutTitle: 'Signed out',
  loggedOut: 'You have been signed out.',
  passwordChangeTitle: 'Change password',
  passwordChangeIntro:
    'Enter your e-mail address, your current password and your new password twice. Afterwards you are signed out on all devices.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  newPasswordConfirmation: 'Repeat new password',
  passwordChangeButton: 'Change password',
  wrongCurrentPassword: 'The e-mail address or current password is wrong.',
  formExpired: 'The form has expired. Please enter your details again.',
  passwordChangedTitle: 'Password changed',
  passwordChanged:
    'Your password has been changed. You have been signed out on all devices. Please sign in to the shop again with your new password.',
  passwordChangeError: 'The password could not be changed. Please try again.',
  forgotPassword: 'Forgot your password?',
  forgotTitle: 'Forgot password',
  forgotIntro: 'Enter the e-mail address of your account. We will send you a link with which you can set a new password.',
  forgotButton: 'Request link',
  forgotSentTitle: 'Please check your inbox',
  forgotSent: (minutes) =>
    `If an account with this address exists, we have sent you a link with which you can set a new password. The link is valid for ${minutes} minutes and only once. If no e-mail arrives, please also look in your spam folder.`,
  resetTitle: 'Set a new password',
  resetIntro: (email) => `Set a new password for the account ${email}. Afterwards you are signed out on all devices.`,
  resetButton: 'Save password',
  resetDone:
    'Your new password has been saved. You have been signed out on all devices. You can now sign in to the shop with your new password.',
  resetLinkTitle: 'Link no longer valid',
  resetLinkExpired: (minutes) => `This link has expired: a reset link is valid for ${minutes} minutes. Please request a new link.`,
  resetLinkInvalid: 'This link is invalid or has been used already. Please request a new link.',
  requestNewLink: 'Request a new link',
  resetMailSubject: 'A new password for your Kursmarkt account',
  resetMailText: (firstName, link, minutes) =>
    `Hello ${firstName},\n\nyou asked for a new password for your Kursmarkt customer account. Set it with this link:\n\n${link}\n\nThe link is valid for ${minutes} minutes and only once.\n\nIf you did not ask for a new password, simply ignore this e-mail: your current password stays valid.\n\nYour Kursmarkt team`,
  verifyMailSubject: 'Please confirm your e-mail address',
  verifyMailText: (firstName, link, hours) =>
    `Hello ${firstName},\n\nplease confirm the e-mail address of your Kursmarkt customer account. Only then does your account show the courses you are booked on as a participant, your certificates and your training record:\n\n${link}\n\nThe link is valid for ${hours} hours.\n\nIf you did not create an account, simply ignore this e-mail.\n\nYour Kursmarkt team`,
};

export const TEXTS: Record<PageLanguage, Texts> = { de, en };

/** An Accept-Language header ('en-US,en;q=0.8') as a preference list for pageLanguage. */
export function acceptedLanguages(header: unknown): string | undefined {
  if (typeof header !== 'string') return undefined;
  return header.split(',').map((entry) => entry.split(';')[0]!.trim()).join(' ');
}

/** ui_locales is a space-separated preference list ('en de'); the first we know wins, else German. */
export function pageLanguage(uiLocales: unknown): PageLanguage {
  if (typeof uiLocales !== 'string') return 'de';
  for (const tag of uiLocales.split(/\s+/)) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'de' || base === 'en') return base;
  }
  return 'de';
}
