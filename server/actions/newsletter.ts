/**
 * Newsletter (double opt-in, see server/newsletter/subscriptions.ts):
 *   POST common/newsletter/ {email, language?}   public, rate-limited
 *        -> 200 {detail} always the same words, so the answer never tells whether an address is subscribed.
 *        The consent stored is the server's own text (DEFAULT_CONSENT), whatever a client sends; one
 *        address gets at most CONFIRMATIONS_PER_DAY confirmation mails (a stranger cannot flood a mailbox).
 *   POST common/newsletter/confirm/ {token}       public, rate-limited -> 200 {status: 'confirmed'}, 400 {token}
 *        The mail's link opens the site's home page (`/{lang}/?newsletter=confirm#token=...`), whose
 *        button sends this POST: a mail scanner or link preview that only follows links confirms nothing.
 *   GET  common/newsletter/confirm/{token}/       (links in older mails) -> 303 to that page; confirms nothing
 *   GET  common/newsletter/unsubscribe/{token}/   -> 303 to the site's page that asks (`/{lang}/?newsletter=unsubscribe#token=...`,
 *        its button POSTs); unsubscribes nothing, so a scanner or preview following every link changes nothing
 *   POST common/newsletter/unsubscribe/{token}/   -> 200 {status} (RFC 8058 one-click from the mail client, and that page)
 *   GET  common/newsletter/subscribers/           staff, paginated, `status`, `search`
 * Links in mails open in a browser, so confirm and unsubscribe answer with a redirect to the
 * site's home page in the subscriber's language, which can show a notice from the query.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isLanguage, type Language } from '../../shared/languages'
import { text, type Resource } from '../../shared/resources'
import { requireAccess } from '../http/access'
import { fieldError } from '../http/errors'
import { message } from '../http/messages'
import { pageOf, readPageRequest } from '../http/pagination'
import { readRequestInput, SMALL_FORM } from '../http/request-input'
import { mailerFor } from '../mail/mailer'
import { DEFAULT_CONSENT, Subscriptions } from '../newsletter/subscriptions'
import { publicFormLimit } from '../resources/router'
import type { ResourceService } from '../resources/service'
import { validatePayload } from '../resources/validate'
import { NewsletterTokenParams } from '../../shared/wire/actions'
import { TokenRequest } from '../../shared/wire/account-requests'
import { SUBSCRIBER_STATUSES, SubscribersQuery, type NewsletterConfirmed } from '../../shared/wire/newsletter'
import { formFields, pathParams, queryFields } from '../http/wire-input'

const signUpForm = {
  fields: {
    email: text({ label: { sl: 'E-pošta', en: 'E-mail' }, required: true, maxLength: 254, format: 'email' }),
  },
} as unknown as Resource

const STATUSES: readonly string[] = SUBSCRIBER_STATUSES

export function registerNewsletterActions(app: FastifyInstance, _services: Map<string, ResourceService>) {
  const subscriptions = new Subscriptions(app.context)
  const mailer = mailerFor(app.context)
  const toSite = (reply: FastifyReply, language: Language, outcome: string) =>
    reply.redirect(`${app.context.config.siteUrl}/${language}/?newsletter=${outcome}`, 303)

  app.post(
    '/common/newsletter/',
    {
      config: {
        access: 'public',
        resource: 'newsletter',
        rateLimit: publicFormLimit(app),
        summary: 'Subscribe (email, language, consent_text): mails a confirmation link',
      },
    },
    async (request) => {
      const input = await readRequestInput(request, SMALL_FORM)
      const { write, errors } = validatePayload(signUpForm, input, 'create')
      const asked = input.values.language ?? input.values.lang
      if (asked !== undefined && asked !== '' && !isLanguage(asked)) errors.add('language', 'invalidChoice', { value: String(asked) })
      errors.throwIfAny()
      const language: Language = isLanguage(asked) ? asked : request.language
      // What the visitor agreed to is what the server shows (the site's words come from the same text), never a client's claim.
      const { subscription, mail } = await subscriptions.subscribe(String(write.columns.email), language, {
        text: DEFAULT_CONSENT[language],
        ip: request.ip ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      })
      if (mail) await mailer.send(subscriptions.confirmationMail(subscription))
      return { detail: message(request.language, 'newsletterCheckEmail') }
    },
  )

  app.post(
    '/common/newsletter/confirm/',
    {
      config: {
        access: 'public',
        resource: 'newsletter',
        rateLimit: publicFormLimit(app),
        summary: 'Confirm a subscription with the token of the mailed link (sent by the page the link opens)',
      },
    },
    async (request) => {
      const values = await formFields(request, TokenRequest)
      const token = typeof values.token === 'string' ? values.token.trim() : ''
      if (!token) throw fieldError('token', 'required')
      const subscription = await subscriptions.confirm(token)
      if (!subscription) throw fieldError('token', 'invalidNewsletterLink')
      const confirmed: NewsletterConfirmed = { status: subscription.status, language: subscription.language }
      return confirmed
    },
  )

  // Links in mails sent before confirmation became a POST: to the page that asks, with the token in the fragment.
  app.get(
    '/common/newsletter/confirm/:token/',
    { config: { access: 'public', resource: 'newsletter', summary: 'Link of older mails: redirects to the page that confirms (confirms nothing itself)' } },
    async (request, reply) => {
      const subscription = await subscriptions.findByToken(pathParams(request, NewsletterTokenParams).token)
      if (!subscription) return toSite(reply, request.language, 'invalid')
      return reply.redirect(subscriptions.links(subscription).confirm, 303)
    },
  )

  app.get(
    '/common/newsletter/unsubscribe/:token/',
    {
      config: {
        access: 'public',
        resource: 'newsletter',
        summary: 'Unsubscribe link of every mail: redirects to the page that asks (unsubscribes nothing itself)',
      },
    },
    async (request, reply) => {
      const subscription = await subscriptions.findByToken(pathParams(request, NewsletterTokenParams).token)
      if (!subscription) return toSite(reply, request.language, 'invalid')
      return reply.redirect(subscriptions.links(subscription).unsubscribePage, 303)
    },
  )

  app.post(
    '/common/newsletter/unsubscribe/:token/',
    { config: { access: 'public', resource: 'newsletter', summary: 'One-click unsubscribe (RFC 8058)' } },
    async (request, reply) => {
      const subscription = await subscriptions.unsubscribe(pathParams(request, NewsletterTokenParams).token)
      if (!subscription) return reply.status(404).send({ detail: message(request.language, 'notFound') })
      return { status: subscription.status }
    },
  )

  app.get(
    '/common/newsletter/subscribers/',
    { config: { access: 'staff', resource: 'newsletter', summary: 'List subscribers with their proof of consent' } },
    async (request) => {
      requireAccess(request, 'staff', 'newsletter')
      const query = queryFields(request, SubscribersQuery)
      const status = typeof query.status === 'string' && query.status ? query.status : undefined
      if (status && !STATUSES.includes(status)) throw fieldError('status', 'invalidChoice', { value: status })
      const search = typeof query.search === 'string' && query.search.trim() ? query.search.trim() : undefined
      const pageRequest = readPageRequest(query, 25)
      const { count, rows } = await subscriptions.list({ ...pageRequest, status, search })
      return pageOf(request, pageRequest, count, rows)
    },
  )
}
