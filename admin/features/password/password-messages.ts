/** Words of the signed-out password pages (admin/features/password): `app.password_reset.*`. */
export const passwordMessages = {
  sl: {
    app: {
      password_reset: {
        forgot: 'Pozabljeno geslo?',
        request_title: 'Pozabljeno geslo',
        request_intro: 'Vpišite e-poštni naslov svojega računa. Če račun obstaja, boste dobili povezavo za novo geslo (velja 1 uro).',
        email: 'E-poštni naslov',
        send: 'Pošlji povezavo',
        back_to_login: 'Nazaj na prijavo',
        set_title: 'Nastavitev novega gesla',
        set_intro: 'Vpišite novo geslo za svoj račun.',
        save: 'Nastavi geslo',
        done: 'Geslo je nastavljeno. Zdaj se lahko prijavite.',
        missing_token: 'Povezava je nepopolna. Odprite jo znova iz e-poštnega sporočila ali zahtevajte novo.',
      },
    },
  },
  en: {
    app: {
      password_reset: {
        forgot: 'Forgot password?',
        request_title: 'Forgotten password',
        request_intro: 'Enter the e-mail address of your account. If the account exists, you will get a link to set a new password (valid for 1 hour).',
        email: 'E-mail address',
        send: 'Send the link',
        back_to_login: 'Back to sign-in',
        set_title: 'Set a new password',
        set_intro: 'Enter a new password for your account.',
        save: 'Set password',
        done: 'The password is set. You can sign in now.',
        missing_token: 'The link is incomplete. Open it again from the e-mail, or ask for a new one.',
      },
    },
  },
}
