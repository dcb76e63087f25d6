/**
 * Words of the mail queue screen (admin/features/mail): merged into `app.mail.*` by i18n-provider.ts,
 * with the list's resource name (react-admin's "no results" and page words read it).
 */
export const mailMessages = {
  sl: {
    resources: { 'mail-outbox': { name: 'Sporočilo |||| Sporočili |||| Sporočila |||| Sporočil' } },
    app: {
      mail: {
        title: 'Poštna vrsta',
        intro:
          'Vsa e-pošta, ki jo pošilja spletno mesto, najprej pride sem. Brez nastavljenega strežnika SMTP sporočila čakajo v vrsti; neuspešno poslana se samodejno poskusijo znova ob naslednjem pošiljanju, največ %{max}-krat. Deli sporočil s ključi za enkratno uporabo so skriti kot [hidden].',
        created_at: 'Ustvarjeno',
        to: 'Prejemnik',
        subject: 'Zadeva',
        status: 'Stanje',
        attempts: 'Poskusi',
        attempts_of: '%{attempts} od %{max}',
        last_error: 'Napaka',
        sent_at: 'Poslano ob',
        text: 'Besedilo',
        statuses: { queued: 'V vrsti', sent: 'Poslano', failed: 'Ni poslano', sending: 'Pošiljanje' },
      },
    },
  },
  en: {
    resources: { 'mail-outbox': { name: 'Mail |||| Mails' } },
    app: {
      mail: {
        title: 'Mail queue',
        intro:
          'Every e-mail the site sends comes here first. Without an SMTP server set up, messages wait in the queue; failed ones are tried again automatically with the next mail sent, at most %{max} times. Parts of messages holding one-time keys are hidden as [hidden].',
        created_at: 'Created',
        to: 'To',
        subject: 'Subject',
        status: 'Status',
        attempts: 'Attempts',
        attempts_of: '%{attempts} of %{max}',
        last_error: 'Error',
        sent_at: 'Sent at',
        text: 'Text',
        statuses: { queued: 'Queued', sent: 'Sent', failed: 'Not sent', sending: 'Sending' },
      },
    },
  },
}
