/** The API's words about accounts, roles and sign-ins, in both languages (added to server/http/messages.ts's catalog by the feature's index.ts). */
export const accountMessages = {
  /** api-token-refresh/'s retry key (server/auth/sessions.ts): the clients make it themselves. */
  invalidRetryKey: {
    en: 'A retry key is 64 hexadecimal characters (0-9, a-f), made by the client at random.',
    sl: 'Ključ ponovitve ima 64 šestnajstiških znakov (0-9, a-f), ki jih odjemalec izbere naključno.',
  },
  /** The login throttle (sign-in and current_password): how long, since it may be an hour, not a minute. */
  passwordTriesThrottled: {
    en: 'Too many password attempts. Try again in {minutes} min.',
    sl: 'Preveč poskusov z geslom. Poskusite znova čez {minutes} min.',
  },
  /** Sign-up and reset mails (server/mail/requested-mail-cap.ts): the same words whether or not the address has an account. */
  mailAskedRecently: {
    en: 'A mail to this address was asked for a few minutes ago: look for it in the mailbox, or try again in {minutes} min.',
    sl: 'Pošto na ta naslov je nekdo zahteval pred nekaj minutami: poiščite jo v nabiralniku ali poskusite znova čez {minutes} min.',
  },
  mailLimitFromHere: {
    en: 'This address has been sent as many of these mails as we send at the asking of one place: try again in {minutes} min.',
    sl: 'Na ta naslov smo poslali že toliko takih sporočil, kolikor jih pošljemo na zahtevo iz enega kraja: poskusite znova čez {minutes} min.',
  },
  publishDenied: {
    en: 'Showing or hiding a record on the site needs the publishing permission: ask a publisher.',
    sl: 'Za prikaz ali umik zapisa na spletni strani je potrebno dovoljenje za objavljanje: prosite urednika z objavo.',
  },
  deletePublishedDenied: {
    en: 'This record is on the site: deleting it takes it off, which needs the publishing permission. Ask a publisher, or ask one to hide it first.',
    sl: 'Ta zapis je na spletni strani: z brisanjem ga umaknete, za kar je potrebno dovoljenje za objavljanje. Prosite urednika z objavo ali naj ga ta najprej skrije.',
  },
  passwordChangeRequired: {
    en: 'This account was given an initial password: choose your own password first (PATCH accounts/users/{id}/ with current_password and password), or sign out.',
    sl: 'Ta račun je dobil začetno geslo: najprej si izberite svoje geslo (PATCH accounts/users/{id}/ s current_password in password) ali se odjavite.',
  },
  samePassword: { en: 'Choose a password other than the initial one.', sl: 'Izberite geslo, ki ni enako začetnemu.' },
  scopeNotHeld: { en: 'You cannot give permissions you do not hold: {value}.', sl: 'Dovoljenj, ki jih nimate, ne morete dodeliti: {value}.' },
  outranked: {
    en: 'This account holds permissions you do not hold: only someone who holds them may change it.',
    sl: 'Ta račun ima dovoljenja, ki jih vi nimate: spremeni ga lahko le, kdor jih ima.',
  },
  lastAdministrator: {
    en: 'This is the last active administrator: make another account an administrator first.',
    sl: 'To je zadnji aktivni skrbnik: najprej naj bo skrbnik še kdo drug.',
  },
  registrationReceived: {
    en: 'Thank you. To finish, open the link we sent to your e-mail address (valid for a day).',
    sl: 'Hvala. Za konec odprite povezavo, ki smo vam jo poslali po e-pošti (velja en dan).',
  },
  registrationConfirmed: { en: 'Your account is confirmed. Welcome!', sl: 'Vaš račun je potrjen. Dobrodošli!' },
  invalidConfirmationLink: {
    en: 'This confirmation link is invalid or has expired. Please register again.',
    sl: 'Povezava za potrditev je neveljavna ali je potekla. Prosimo, registrirajte se znova.',
  },
  passwordResetRequested: {
    en: 'If an account has this e-mail address, a link to set a new password is on its way (valid for an hour).',
    sl: 'Če ima kateri račun ta e-poštni naslov, je nanj na poti povezava za novo geslo (velja eno uro).',
  },
  emailChangeSent: {
    en: 'To finish, open the link we sent to the new address (valid for a day).',
    sl: 'Za konec odprite povezavo, ki smo jo poslali na novi naslov (velja en dan).',
  },
  emailChanged: { en: 'Your e-mail address was changed.', sl: 'Vaš e-poštni naslov je spremenjen.' },
  emailChangeStaff: { en: 'Staff accounts change their e-mail address in the back office.', sl: 'Osebje e-poštni naslov spremeni v zalednem sistemu.' },
  emailChangeByLink: {
    en: 'A new address is confirmed by a link: use POST accounts/me/email/.',
    sl: 'Novi naslov se potrdi s povezavo: uporabite POST accounts/me/email/.',
  },
  accountDeleted: { en: 'Your account was deleted.', sl: 'Vaš račun je izbrisan.' },
  staffAccountDeletion: { en: 'A staff account is deleted by an administrator.', sl: 'Račun osebja izbriše skrbnik.' },
  invitationSent: { en: 'The invitation was sent.', sl: 'Povabilo je poslano.' },
  registrationPasswordWrong: { en: 'This is not the password you chose when you registered.', sl: 'To ni geslo, ki ste ga izbrali ob registraciji.' },
  sameAddress: { en: 'This is already your address.', sl: 'To je že vaš naslov.' },
} as const

declare module '../http/messages' {
  interface FeatureMessageKeys extends Record<keyof typeof accountMessages, true> {}
}
