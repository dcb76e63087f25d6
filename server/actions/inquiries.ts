/**
 * Inquiries and the contact form (spec section 7, Common):
 *   POST common/inquiry/      (mounted from the declaration, as are the staff's reads and DELETE)
 *                             stores it as an inquiry (form 'inquiry')
 *   POST common/send-email/   public, rate-limited: stores it as an inquiry too (form 'contact'),
 *                             so staff read it in the back office even when no mail goes out
 * Each new record is mailed to the office (MAIL_TO) through the outbox by the hook below.
 *
 * Both answer with the spec's texts. send-email answers 200 {detail: send_success}, an inquiry
 * 201 with the stored record and `detail: send_success`, when the message was sent, or kept in
 * the outbox because no SMTP_URL is set (staff read it at GET mail/outbox/). Only when SMTP is
 * configured and refused or could not be reached do they answer 502 {detail: send_error}; the
 * message stays stored, the mail stays in the outbox as failed and is tried again with the
 * next mail, so the office still gets it (a visitor who tries again may send it twice: better
 * than losing it).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { isLanguage } from '../../shared/languages'
import { inquiries, longText, text, type Resource } from '../../shared/resources'
import { ApiError } from '../http/errors'
import { message } from '../http/messages'
import { formLimits, readRequestInput } from '../http/request-input'
import { mailerFor } from '../mail/mailer'
import { contactMail, inquiryMail } from '../mail/messages'
import { publicFormLimit } from '../resources/router'
import type { ResourceService } from '../resources/service'
import { validatePayload } from '../resources/validate'

/** The contact form's fields: an inquiry's, with the subject required (the form asks for it). */
const contactForm = {
  fields: {
    name: text({ label: { sl: 'Ime', en: 'Name' }, required: true, maxLength: 200 }),
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email' }),
    subject: text({ label: { sl: 'Zadeva', en: 'Subject' }, required: true, maxLength: 200 }),
    message: longText({ label: { sl: 'Sporočilo', en: 'Message' }, required: true, maxLength: 5000 }),
  },
} as unknown as Resource

export function registerInquiryActions(app: FastifyInstance, services: Map<string, ResourceService>) {
  const service = services.get(inquiries.name)!
  const mailer = mailerFor(app.context)

  // The form a message came from is the server's to say: the contact route sets 'contact' on its
  // draft; anything else created (the inquiry routes, the demo seed) is an inquiry.
  service.beforeWrite(async (write, current) => {
    if (!current && !Object.hasOwn(write.columns, 'form')) write.columns.form = 'inquiry'
  })
  // A new message (from any mount) goes to the office; a failed send waits in the outbox, and the
  // visitor learns of it (the record is already stored: this only changes the answer).
  service.onCreated(async (row) => {
    const mail = row.form === 'contact' ? contactMail(app.context.config.mailTo, row) : inquiryMail(app.context.config.mailTo, row)
    const { status } = await mailer.send(mail)
    if (status === 'failed') throw new ApiError(502, { key: 'sendError' })
  })
  app.addHook('preSerialization', (request: FastifyRequest, reply, payload, done) => {
    const created = request.method === 'POST' && reply.statusCode === 201 && request.routeOptions.config?.resource === inquiries.name
    done(null, created && typeof payload === 'object' && payload !== null ? { ...payload, detail: message(request.language, 'sendSuccess') } : payload)
  })

  app.post(
    '/common/send-email/',
    {
      config: {
        access: 'public',
        resource: 'mail',
        rateLimit: publicFormLimit(app),
        summary: 'Send a message to the office (name, email, subject, message): 200 send_success, 502 send_error',
      },
    },
    async (request) => {
      const input = await readRequestInput(request, formLimits(contactForm))
      const { write, errors } = validatePayload(contactForm, input, 'create')
      errors.throwIfAny()
      // Only the form's fields, in the language the visitor wrote from (the page's, else the request's).
      const values: Record<string, unknown> = Object.assign(Object.create(null), write.columns)
      const sentLanguage = Object.hasOwn(input.values, 'language') ? input.values.language : undefined
      values.language = isLanguage(sentLanguage) ? sentLanguage : request.language
      const draft = await service.check({ values, files: {}, fromForm: false }, 'create')
      draft.write.columns.form = 'contact'
      await service.save(draft) // stored, then mailed by the hook above (a 502 when SMTP refuses)
      return { detail: message(request.language, 'sendSuccess') }
    },
  )
}
