/** The back office's own words, beside react-admin's: `general.*` comes from the spec, `app.*` is ours. */
import { REQUIRED_MESSAGE_KEY } from '../../shared/dates'

const [requiredGroup, requiredKey] = REQUIRED_MESSAGE_KEY.split('.') // 'general', 'this_field_is_required'

export const appMessages = {
  sl: {
    [requiredGroup]: { [requiredKey]: 'To polje je obvezno.' },
    app: {
      title: 'Rudnik – administracija',
      sidebar_title: 'Rudnik',
      logout: 'Izpis',
      language: { label: 'Jezik vmesnika', current: 'Jezik: %{language}' },
      public_site: 'Javna stran',
      opens_in_new_tab: '(odpre se v novem zavihku)',
      dashboard: { title: 'Nadzorna plošča', intro: 'Izberite vsebino, ki jo želite urejati.' },
      login: {
        title: 'Prijava v administracijo',
        not_staff: 'Ta račun nima dostopa do administracije.',
        expired: 'Seja je potekla. Prijavite se znova; vneseno besedilo je shranjeno.',
      },
      filter: { search: 'Iskanje', from: '%{field} od', to: '%{field} do', yes: 'Da', no: 'Ne', scheduled: 'Načrtovano' },
      date: { help: 'Oblika: dd.mm.llll', help_time: 'Oblika: dd.mm.llll hh:mm', placeholder: 'dd.mm.llll', placeholder_time: 'dd.mm.llll hh:mm' },
      languages: { sl: 'Slovenščina', en: 'Angleščina' },
      slug_help: 'Če polje pustite prazno, ga strežnik izpolni sam.',
      site_build: {
        title: 'Objava spletne strani',
        state: {
          idle: 'Mirovanje',
          queued: 'V čakalni vrsti',
          building: 'Gradnja',
          live: 'Objavljeno',
          failed: 'Napaka',
          unknown: 'Ni podatka',
        },
        progress: 'Napredek: %{percent} %',
        live_at: 'Zadnja objava: %{date}',
        log: 'Zadnje vrstice dnevnika',
        rebuild: 'Objavi znova zdaj',
        queued_notice: 'Ponovna objava je v čakalni vrsti.',
        details: 'Podrobnosti objave',
      },
    },
  },
  en: {
    [requiredGroup]: { [requiredKey]: 'This field is required.' },
    app: {
      title: 'Rudnik – back office',
      sidebar_title: 'Rudnik',
      logout: 'Log out',
      language: { label: 'Interface language', current: 'Language: %{language}' },
      public_site: 'Public site',
      opens_in_new_tab: '(opens in a new tab)',
      dashboard: { title: 'Dashboard', intro: 'Choose the content you want to edit.' },
      login: {
        title: 'Back office sign in',
        not_staff: 'This account has no access to the back office.',
        expired: 'Your session has ended. Sign in again; what you typed is kept.',
      },
      filter: { search: 'Search', from: '%{field} from', to: '%{field} to', yes: 'Yes', no: 'No', scheduled: 'Scheduled' },
      date: { help: 'Format: dd.mm.yyyy', help_time: 'Format: dd.mm.yyyy hh:mm', placeholder: 'dd.mm.yyyy', placeholder_time: 'dd.mm.yyyy hh:mm' },
      languages: { sl: 'Slovenian', en: 'English' },
      slug_help: 'Leave it empty and the server fills it in.',
      site_build: {
        title: 'Site publishing',
        state: {
          idle: 'Idle',
          queued: 'Queued',
          building: 'Building',
          live: 'Published',
          failed: 'Failed',
          unknown: 'Unknown',
        },
        progress: 'Progress: %{percent} %',
        live_at: 'Last published: %{date}',
        log: 'Last log lines',
        rebuild: 'Rebuild now',
        queued_notice: 'A rebuild has been queued.',
        details: 'Publishing details',
      },
    },
  },
} as const
