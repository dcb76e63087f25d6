/** Words of the privacy screen (PrivacyPage.tsx): merged into `app.privacy.*` by i18n-provider.ts. */
const slStores = {
  accounts: 'Uporabniški računi',
  sessions: 'Prijave',
  account_registrations: 'Nepotrjene registracije',
  email_changes: 'Spremembe e-naslova',
  clients: 'Stranke',
  orders: 'Naročila',
  order_lines: 'Postavke naročil',
  inquiries: 'Povpraševanja',
  newsletter_subscriptions: 'Naročnine na e-novice',
  mail_outbox: 'Poslana pošta',
  audit_log: 'Revizijska sled',
  record_revisions: 'Zgodovina zapisov',
}

const enStores: typeof slStores = {
  accounts: 'Accounts',
  sessions: 'Sign-ins',
  account_registrations: 'Unconfirmed sign-ups',
  email_changes: 'Address changes',
  clients: 'Clients',
  orders: 'Orders',
  order_lines: 'Order lines',
  inquiries: 'Inquiries',
  newsletter_subscriptions: 'Newsletter subscriptions',
  mail_outbox: 'Mail outbox',
  audit_log: 'Audit log',
  record_revisions: 'Record history',
}

export const privacyMessages = {
  sl: {
    app: {
      privacy: {
        title: 'Osebni podatki',
        intro:
          'Izvozite ali izbrišite vse, kar je o osebi shranjeno pod enim e-poštnim naslovom: račun, stranko, naročila, povpraševanja, naročnino na e-novice, poslano pošto, revizijsko sled in zgodovino zapisov.',
        email: 'E-poštni naslov',
        email_help: 'Velike in male črke niso pomembne.',
        export: 'Izvozi (JSON)',
        erase: 'Izbriši vse podatke',
        confirm_title: 'Izbrisati vse podatke za %{email}?',
        confirm_content:
          'Izbrisa ni mogoče razveljaviti. Naročila ostanejo v evidenci zaradi računovodskih predpisov, a brez imena, naslova, telefona in e-pošte kupca.',
        found: 'Najdeno za %{email}',
        erased: 'Izbrisano ali anonimizirano za %{email}',
        store: 'Zbirka',
        rows: 'Vrstic',
        exported: 'Izvoz je prenesen.',
        erase_done: 'Podatki so izbrisani.',
        failed: 'Dejanje ni uspelo.',
        stores: slStores,
      },
    },
  },
  en: {
    app: {
      privacy: {
        title: 'Personal data',
        intro:
          'Export or erase everything stored about a person under one e-mail address: account, client, orders, inquiries, newsletter subscription, mail outbox, audit log and record history.',
        email: 'E-mail address',
        email_help: 'Upper and lower case do not matter.',
        export: 'Export (JSON)',
        erase: 'Erase all data',
        confirm_title: 'Erase all data of %{email}?',
        confirm_content: 'This cannot be undone. Orders stay on record as the accounting law requires, without the buyer’s name, address, phone and e-mail.',
        found: 'Found for %{email}',
        erased: 'Erased or anonymised for %{email}',
        store: 'Store',
        rows: 'Rows',
        exported: 'The export was downloaded.',
        erase_done: 'The data was erased.',
        failed: 'The action failed.',
        stores: enStores,
      },
    },
  },
}
