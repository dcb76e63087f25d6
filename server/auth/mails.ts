/**
 * The mails about accounts, and the links in them. Every key travels in the link's fragment
 * (`#token=...`): a browser never sends a fragment to a server, so no log or Referer holds it.
 * Visitors' links open the public site in their language; staff links open the back office.
 */
import type { Language } from '../../shared/languages'
import type { MailMessage } from '../mail/mailer'

/** A page of the public site: `/path` in Slovenian, `/en/path` in English. */
export const sitePage = (siteUrl: string, language: Language, path: string) => `${siteUrl}${language === 'en' ? '/en' : ''}${path}`

const hello = (language: Language, name: string) => (language === 'en' ? `Hello ${name},` : `Pozdravljeni, ${name}!`)

export function passwordResetMail(options: { to: string; name: string; link: string; key: string }): MailMessage {
  const { to, name, link, key } = options
  return {
    to,
    subject: 'Ponastavitev gesla / Password reset',
    text:
      `${hello('sl', name)}\n\nNovo geslo nastavite s to povezavo (velja 1 uro):\n${link}\n\nČe tega niste zahtevali vi, sporočilo prezrite.\n\n` +
      `${hello('en', name)}\n\nset a new password with this link (valid for 1 hour):\n${link}\n\nIf you did not ask for it, ignore this mail.\n\n` +
      `Ključ / key: ${key}\n`,
    secrets: [key],
  }
}

export function invitationMail(options: { to: string; name: string; link: string; key: string; days: number }): MailMessage {
  const { to, name, link, key, days } = options
  return {
    to,
    subject: 'Vabilo v zaledni sistem / Invitation to the back office',
    text:
      `${hello('sl', name)}\n\nza vas je pripravljen račun v zalednem sistemu Poslovne cone Rudnik. Geslo si nastavite s to povezavo (velja ${days} dni):\n${link}\n\n` +
      `${hello('en', name)}\n\nan account in the back office of the Rudnik business zone is ready for you. Set your password with this link (valid for ${days} days):\n${link}\n`,
    secrets: [key],
  }
}

/** `secret`: hide the key in the outbox copy (when SMTP delivers the mail; see accounts/registration.ts). */
export function registrationMail(options: { to: string; language: Language; link: string; key: string; secret: boolean }): MailMessage {
  const { to, language, link, key, secret } = options
  const text =
    language === 'en'
      ? `Hello,\n\nthank you for registering at the Rudnik business zone. Confirm your address with this link (valid for a day), then enter the password you chose:\n${link}\n\nIf you did not register, ignore this mail: without the confirmation no account is made.\n`
      : `Pozdravljeni!\n\nHvala za registracijo v Poslovni coni Rudnik. Naslov potrdite s to povezavo (velja en dan) in vnesite geslo, ki ste ga izbrali:\n${link}\n\nČe se niste registrirali vi, sporočilo prezrite: brez potrditve račun ne nastane.\n`
  return { to, subject: language === 'en' ? 'Confirm your registration' : 'Potrdite registracijo', text, secrets: secret ? [key] : [] }
}

/** To the owner of an address someone tried to register again: no link, nothing to act on but their own. */
export function alreadyRegisteredMail(options: { to: string; language: Language; loginLink: string; resetLink: string }): MailMessage {
  const { to, language, loginLink, resetLink } = options
  const text =
    language === 'en'
      ? `Hello,\n\nsomeone (perhaps you) tried to register at the Rudnik business zone with this address, which already has an account.\nSign in: ${loginLink}\nForgot your password? ${resetLink}\n\nIf it was not you, no action is needed.\n`
      : `Pozdravljeni!\n\nNekdo (morda vi) se je poskušal v Poslovni coni Rudnik registrirati s tem naslovom, ki že ima račun.\nPrijava: ${loginLink}\nPozabljeno geslo? ${resetLink}\n\nČe to niste bili vi, ni treba storiti ničesar.\n`
  return { to, subject: language === 'en' ? 'You already have an account' : 'Račun že imate', text }
}

export function emailChangeMail(options: { to: string; language: Language; link: string; key: string; secret: boolean }): MailMessage {
  const { to, language, link, key, secret } = options
  const text =
    language === 'en'
      ? `Hello,\n\nconfirm this as the new address of your account at the Rudnik business zone with this link (valid for a day):\n${link}\n\nIf you did not ask for it, ignore this mail.\n`
      : `Pozdravljeni!\n\nTa naslov potrdite kot novi naslov svojega računa v Poslovni coni Rudnik s to povezavo (velja en dan):\n${link}\n\nČe tega niste zahtevali vi, sporočilo prezrite.\n`
  return { to, subject: language === 'en' ? 'Confirm your new e-mail address' : 'Potrdite novi e-poštni naslov', text, secrets: secret ? [key] : [] }
}

/** To the old address once a new one is confirmed: the owner learns of a change they did not make. */
export function emailChangedNotice(options: { to: string; language: Language; newEmail: string }): MailMessage {
  const { to, language, newEmail } = options
  const text =
    language === 'en'
      ? `Hello,\n\nthe e-mail address of your account at the Rudnik business zone was changed to ${newEmail}. If you did not do it, write to us at once.\n`
      : `Pozdravljeni!\n\nE-poštni naslov vašega računa v Poslovni coni Rudnik je spremenjen v ${newEmail}. Če tega niste storili vi, nam takoj pišite.\n`
  return { to, subject: language === 'en' ? 'Your e-mail address was changed' : 'E-poštni naslov je spremenjen', text }
}
