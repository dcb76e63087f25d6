/**
 * Words of the staff team's screens (admin/features/team): `app.team.*`, `app.users.*`, and the
 * `users` resource's name and field labels (accounts/users/ has no declaration to give them).
 */
import type { Language } from '../../../shared/languages'

const words = {
  sl: {
    app: {
      team: {
        title: 'Ekipa',
        role: 'Vloga',
        custom: 'Po meri (izbrana dovoljenja)',
        scope: 'Dovoljenja',
        scope_help: 'Ponujena so le dovoljenja, ki jih imate sami.',
        role_scope: 'Dovoljenja vloge: %{scopes}',
        invite: 'Kako naj oseba dobi geslo?',
        invite_email: 'Pošlji vabilo po e-pošti (povezava za nastavitev gesla, velja 7 dni)',
        invite_password: 'Ustvari začetno geslo (prikazano bo samo enkrat)',
        invited: 'Vabilo je poslano na %{email}.',
        invitation_failed: 'Račun je ustvarjen, vabila pa ni bilo mogoče poslati. Pošljite povezavo za novo geslo v urejanju računa.',
        initial_password_title: 'Začetno geslo za %{username}',
        initial_password_text: 'Geslo je prikazano samo to enkrat: prepišite ga in ga osebi predajte varno. Ob prvi prijavi naj si ga spremeni.',
        copy: 'Kopiraj geslo',
        copied: 'Geslo je kopirano.',
        done: 'Shranil sem ga',
        deactivate: 'Deaktiviraj',
        reactivate: 'Ponovno aktiviraj',
        deactivated: 'Račun je deaktiviran; vse njegove prijave so končane.',
        reactivated: 'Račun je spet aktiven.',
        delete_title: 'Izbrišem račun %{name}?',
        delete_content: 'Račun bo izbrisan; vsebine, ki jih je oseba napisala, ostanejo. Tega ni mogoče razveljaviti.',
        filter_staff: 'Osebje',
        filter_active: 'Aktiven',
        visitor: 'Obiskovalec',
      },
      users: {
        name: 'Uporabnik |||| Uporabniki |||| Uporabniki |||| Uporabniki',
        password_reset: 'Pošlji povezavo za novo geslo',
        password_reset_sent: 'Povezava za novo geslo je poslana.',
        current_password_help: 'Le ob spremembi e-poštnega naslova lastnega računa.',
        activate: 'Aktiviraj',
        deactivate: 'Deaktiviraj',
      },
    },
  },
  en: {
    app: {
      team: {
        title: 'Team',
        role: 'Role',
        custom: 'Custom (chosen permissions)',
        scope: 'Permissions',
        scope_help: 'Only permissions you hold yourself are offered.',
        role_scope: 'Permissions of the role: %{scopes}',
        invite: 'How does the person get a password?',
        invite_email: 'Send an invitation by e-mail (a link to set the password, valid 7 days)',
        invite_password: 'Make an initial password (shown only once)',
        invited: 'The invitation was sent to %{email}.',
        invitation_failed: "The account was made, but the invitation could not be sent. Send a password reset link from the account's edit screen.",
        initial_password_title: 'Initial password for %{username}',
        initial_password_text: 'The password is shown this once only: copy it and hand it over safely. They should change it at their first sign-in.',
        copy: 'Copy password',
        copied: 'The password was copied.',
        done: 'I have saved it',
        deactivate: 'Deactivate',
        reactivate: 'Reactivate',
        deactivated: 'The account is deactivated; all its sign-ins ended.',
        reactivated: 'The account is active again.',
        delete_title: 'Delete the account %{name}?',
        delete_content: 'The account will be deleted; what the person wrote stays. This cannot be undone.',
        filter_staff: 'Staff',
        filter_active: 'Active',
        visitor: 'Visitor',
      },
      users: {
        name: 'User |||| Users',
        password_reset: 'Send a password reset link',
        password_reset_sent: 'A password reset link was sent.',
        current_password_help: 'Only when you change the e-mail address of your own account.',
        activate: 'Activate',
        deactivate: 'Deactivate',
      },
    },
  },
}

const USER_FIELDS: Record<Language, Record<string, string>> = {
  sl: {
    username: 'Uporabniško ime',
    email: 'E-pošta',
    first_name: 'Ime',
    last_name: 'Priimek',
    is_staff: 'Osebje',
    is_active: 'Aktiven',
    date_joined: 'Pridružen',
    last_login: 'Zadnja prijava',
    search: 'Iskanje',
    current_password: 'Vaše trenutno geslo',
    role: 'Vloga',
    scope: 'Dovoljenja',
    invite: 'Geslo',
  },
  en: {
    username: 'Username',
    email: 'E-mail',
    first_name: 'First name',
    last_name: 'Last name',
    is_staff: 'Staff',
    is_active: 'Active',
    date_joined: 'Joined',
    last_login: 'Last login',
    search: 'Search',
    current_password: 'Your current password',
    role: 'Role',
    scope: 'Permissions',
    invite: 'Password',
  },
}

const withResource = (language: Language) => ({
  ...words[language],
  resources: { users: { name: words[language].app.users.name, fields: USER_FIELDS[language] } },
})

export const teamMessages = { sl: withResource('sl'), en: withResource('en') }
