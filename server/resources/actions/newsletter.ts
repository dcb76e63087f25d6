/**
 * Newsletter (double opt-in, see server/newsletter/subscriptions.ts):
 *   POST common/newsletter/ {email, language?, consent_text?}   public, rate-limited
 *        -> 200 {detail} always the same words, so the answer never tells whether an address is subscribed
 *   GET  common/newsletter/confirm/{token}/       -> 303 to the site: /{lang}/?newsletter=confirmed (or =invalid)
 *   GET  common/newsletter/unsubscribe/{token}/   -> 303 to the site: /{lang}/?newsletter=unsubscribed (or =invalid)
 *   POST common/newsletter/unsubscribe/{token}/   -> 200 {status} (RFC 8058 one-click from the mail client)
 *   GET  common/newsletter/subscribers/           staff, paginated, `status`, `search`
 * Links in mails open in a browser, so confirm and unsubscribe answer with a redirect to the
 * site's home page in the subscriber's language, which can show a notice from the query.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isLanguage, type Language } from '../../../shared/languages'
import { text, type Resource } from '../../../shared/resources'
import { requireAccess } from '../../auth/plugin'
import { fieldError } from '../../http/errors'
import { message } from '../../http/messages'
import { pageOf, readPageRequest } from '../../http/pagination'
import { readRequestInput, SMALL_FORM } from '../../http/request-input'
import { mailerFor } from '../../mail/mailer'
import { DEFAULT_CONSENT, Subscriptions } from '../../newsletter/subscriptions'
import { publicFormLimit } from '../router'
import type { ResourceService } from '../service'
import { validatePayload } from '../validate'

const signUpForm = {
  fields: {
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email' }),
    consent_text: text({ label: { sl: 'Besedilo privolitve', en: 'Consent text' }, maxLength: 2000 }),
  },
} as unknown as Resource

const STATUSES = ['pending', 'confirmed', 'unsubscribed']

export function registerNewsletterActions(app: FastifyInstance, _services: Map<string, ResourceService>) {
  const subscriptions = new Subscriptions(app.context)
  const mailer = mailerFor(app.context)
  const toSite = (reply: FastifyReply, language: Language, outcome: string) =>
    reply.redirect(`${app.context.config.siteUrl}/${language}/?newsletter=${outcome}`, 303)

  app.post('/common/newsletter/', { config: { access: 'public', resource: 'newsletter', rateLimit: publicFormLimit(app), summary: 'Subscribe (email, language, consent_text): mails a confirmation link' } }, async (request) => {
    const input = await readRequestInput(request, SMALL_FORM)
    const { write, errors } = validatePayload(signUpForm, input, 'create')
    const asked = input.values.language ?? input.values.lang
    if (asked !== undefined && asked !== '' && !isLanguage(asked)) errors.add('language', 'invalidChoice', { value: String(asked) })
    errors.throwIfAny()
    const language: Language = isLanguage(asked) ? asked : request.language
    const consentText = (write.columns.consent_text as string | null) || DEFAULT_CONSENT[language]
    const { subscription, mail } = await subscriptions.subscribe(String(write.columns.email), language, {
      text: consentText,
      ip: request.ip ?? null,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
    })
    if (mail) await mailer.send(subscriptions.confirmationMail(subscription))
    return { detail: message(request.language, 'newsletterCheckEmail') }
  })

  app.get('/common/newsletter/confirm/:token/', { config: { access: 'public', resource: 'newsletter', summary: 'Confirm a subscription (link in the mail): redirects to the site' } }, async (request, reply) => {
    const subscription = await subscriptions.confirm((request.params as { token: string }).token)
    return toSite(reply, subscription?.language ?? request.language, subscription ? 'confirmed' : 'invalid')
  })

  app.get('/common/newsletter/unsubscribe/:token/', { config: { access: 'public', resource: 'newsletter', summary: 'Unsubscribe (link in every mail): redirects to the site' } }, async (request, reply) => {
    const subscription = await subscriptions.unsubscribe((request.params as { token: string }).token)
    return toSite(reply, subscription?.language ?? request.language, subscription ? 'unsubscribed' : 'invalid')
  })

  app.post('/common/newsletter/unsubscribe/:token/', { config: { access: 'public', resource: 'newsletter', summary: 'One-click unsubscribe (RFC 8058)' } }, async (request, reply) => {
    const subscription = await subscriptions.unsubscribe((request.params as { token: string }).token)
    if (!subscription) return reply.status(404).send({ detail: message(request.language, 'notFound') })
    return { status: subscription.status }
  })

  app.get('/common/newsletter/subscribers/', { config: { access: 'staff', resource: 'newsletter', summary: 'List subscribers with their proof of consent' } }, async (request) => {
    requireAccess(request, 'staff', 'newsletter')
    const query = request.query as Record<string, unknown>
    const status = typeof query.status === 'string' && query.status ? query.status : undefined
    if (status && !STATUSES.includes(status)) throw fieldError('status', 'invalidChoice', { value: status })
    const search = typeof query.search === 'string' && query.search.trim() ? query.search.trim() : undefined
    const pageRequest = readPageRequest(query, 25)
    const { count, rows } = await subscriptions.list({ ...pageRequest, status, search })
    return pageOf(request, pageRequest, count, rows)
  })
}
