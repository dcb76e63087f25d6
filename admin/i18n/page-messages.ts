/**
 * Words of the shell and of the declarations' own screens: dashboard, footer, key events, work,
 * incubator, inquiries, the first-password screen, guards and error pages, the upload layer.
 * Merged into `app.*` by i18n-provider.ts; each feature brings its own (admin/features/<name>/).
 */
export const pageMessages = {
  sl: {
    app: {
      dashboard: {
        counts: 'Vsebine',
        latest_inquiries: 'Zadnja povpraševanja',
        no_inquiries: 'Ni novih povpraševanj.',
        all_inquiries: 'Vsa povpraševanja',
        more: 'Več',
      },
      footer: {
        title: 'Noga strani',
        intro: 'Naslov, delovni čas in kontakti v nogi javne strani, za vsak jezik posebej (zapis Informacije).',
        missing: 'Za ta jezik še ni zapisa Informacije.',
        saved: 'Noga strani je shranjena.',
      },
      key: {
        title: 'Ključni dogodki',
        intro: 'Dogodki, označeni kot ključni, v vrstnem redu prikaza na javni strani.',
        latest_title: 'Zadnji dogodki',
        latest_intro: 'Vrstni red zadnjih dogodkov na domači strani. Povlecite ali uporabite gumba Gor in Dol, nato shranite.',
        empty: 'Ni ključnih dogodkov. Dogodek označite kot ključen v njegovem urejanju.',
        up: 'Premakni gor: %{name}',
        down: 'Premakni dol: %{name}',
        remove: 'Odstrani: %{name}',
        add: 'Dodaj dogodek',
        save_order: 'Shrani vrstni red',
        saved: 'Vrstni red je shranjen.',
        edit: 'Uredi ključni dogodek',
      },
      work: {
        title: 'Delo in oddelki',
        intro: 'Kdo dela kje: zaposleni po oddelkih, z delovnim mestom in vrstnim redom prikaza.',
        edit: 'Uredi delo',
        count: '%{smart_count} oseba |||| %{smart_count} osebi |||| %{smart_count} osebe |||| %{smart_count} oseb',
      },
      incubator: { set_active: 'Nastavi kot aktivno', activated: 'Vsebina je zdaj aktivna.' },
      inquiry: { read: 'Preberi' },
      upload: { progress: 'Nalaganje: %{percent} %' },
      first_password: {
        title: 'Izberite svoje geslo',
        intro:
          'Račun %{username} ima začetno geslo, ki vam ga je dal nekdo drug. Preden nadaljujete, si izberite svoje: vpišite začetno geslo in dvakrat novo.',
      },
      errors: {
        forbidden: 'Za to dejanje nimate dovoljenja.',
        server: 'Napaka na strežniku. Poskusite znova kasneje.',
        network: 'Strežnik se ne odziva. Preverite povezavo in poskusite znova.',
        unknown_middleware: 'Unknown middleware',
        unknown_middleware_text: 'Ta stran zahteva neznano varovalo in se zato ne odpre.',
        not_found: 'This page could not be found',
        forbidden_screen: 'Za ta zaslon nimate dovoljenja.',
      },
    },
  },
  en: {
    app: {
      dashboard: {
        counts: 'Content',
        latest_inquiries: 'Latest inquiries',
        no_inquiries: 'No new inquiries.',
        all_inquiries: 'All inquiries',
        more: 'More',
      },
      footer: {
        title: 'Footer',
        intro: 'The address, opening hours and contacts in the public footer, per language (the Information record).',
        missing: 'There is no Information record for this language yet.',
        saved: 'The footer is saved.',
      },
      key: {
        title: 'Key events',
        intro: 'The events marked as key, in the order the public site shows them.',
        latest_title: 'Latest events',
        latest_intro: 'The order of the latest events on the home page. Drag, or use the Up and Down buttons, then save.',
        empty: 'No key events. Mark an event as key in its edit screen.',
        up: 'Move up: %{name}',
        down: 'Move down: %{name}',
        remove: 'Remove: %{name}',
        add: 'Add an event',
        save_order: 'Save the order',
        saved: 'The order is saved.',
        edit: 'Edit key event',
      },
      work: {
        title: 'Work and departments',
        intro: 'Who works where: employees by department, with their position and display order.',
        edit: 'Edit work',
        count: '%{smart_count} person |||| %{smart_count} people',
      },
      incubator: { set_active: 'Set active', activated: 'This content is now active.' },
      inquiry: { read: 'Read' },
      upload: { progress: 'Uploading: %{percent} %' },
      first_password: {
        title: 'Choose your own password',
        intro:
          'The account %{username} has an initial password someone else gave you. Before you go on, choose your own: type the initial password, then the new one twice.',
      },
      errors: {
        forbidden: 'You are not allowed to do this.',
        server: 'Server error. Please try again later.',
        network: 'The server does not answer. Check the connection and try again.',
        unknown_middleware: 'Unknown middleware',
        unknown_middleware_text: 'This page asks for an unknown guard, so it does not open.',
        not_found: 'This page could not be found',
        forbidden_screen: 'You are not allowed to open this screen.',
      },
    },
  },
} as const
