/** The texts of the mails the site sends to its office. */
import type { MailMessage } from './mailer'

const line = (label: string, value: unknown) => (value === null || value === undefined || value === '' ? '' : `${label}: ${value}\n`)

export function inquiryMail(to: string, inquiry: Record<string, unknown>): MailMessage {
  const subject = String(inquiry.subject || '').trim()
  return {
    to,
    subject: `Povpraševanje: ${subject || String(inquiry.name)}`,
    text:
      `Novo povpraševanje s spletne strani (št. ${inquiry.id}).\n\n` +
      line('Ime', inquiry.name) +
      line('E-pošta', inquiry.email) +
      line('Telefon', inquiry.phone) +
      line('Zadeva', inquiry.subject) +
      line('Jezik', inquiry.language) +
      `\n${inquiry.message}\n`,
    headers: { 'Reply-To': String(inquiry.email) },
  }
}

/** A message from the contact page ("Pišite nam"), stored as an inquiry with the form 'contact'. */
export function contactMail(to: string, form: Record<string, unknown>): MailMessage {
  return {
    to,
    subject: `Sporočilo s spletne strani: ${form.subject}`,
    text: `${line('Ime', form.name)}${line('E-pošta', form.email)}${line('Zadeva', form.subject)}\n${form.message}\n`,
    headers: { 'Reply-To': String(form.email) },
  }
}
