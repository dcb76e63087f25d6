/**
 * Newsletter sign-ups with double opt-in and a proof of consent (what was shown, when, from
 * which address and browser, when it was confirmed). One row per address (lower-cased):
 *
 *   subscribe(email)  new or unsubscribed -> pending, new token, confirmation mail
 *                     pending             -> consent proof renewed, confirmation mail again
 *                     confirmed           -> nothing changes, no mail (idempotent)
 *   confirm(token)    pending -> confirmed
 *   unsubscribe(token) any -> unsubscribed (the token stays valid for repeated clicks)
 */
import crypto from 'node:crypto'
import type { Language } from '../../shared/languages'
import type { AppContext } from '../context'
import type { MailMessage } from '../mail/mailer'
import type { Subscriber } from '../../shared/wire/newsletter'

/** A subscription as stored: what staff read (the wire's Subscriber) and its link token. */
export type Subscription = Subscriber & { token: string }

/** The consent shown beside the newsletter box, stored when the client does not send its own text. */
export const DEFAULT_CONSENT: Record<Language, string> = {
  sl: 'Strinjam se, da mi Poslovna cona Rudnik na ta e-poštni naslov pošilja e-novice. Prijavo lahko kadar koli prekličem s povezavo v vsakem sporočilu.',
  en: 'I agree that Poslovna cona Rudnik may send its newsletter to this e-mail address. I can unsubscribe at any time with the link in every message.',
}

export interface ConsentProof {
  text: string
  ip: string | null
  userAgent: string | null
}

const newToken = () => crypto.randomBytes(24).toString('hex')

/** Confirmation mails one address may get in 24 hours, however many times (and from wherever) it is signed up. */
export const CONFIRMATIONS_PER_DAY = 3
const SUBJECTS = ['Potrdite prijavo na e-novice', 'Confirm your newsletter subscription']

export class Subscriptions {
  constructor(private readonly context: AppContext) {}

  private get db() {
    return this.context.database.db
  }

  async findByToken(token: string): Promise<Subscription | undefined> {
    if (!/^[0-9a-f]{48}$/.test(token)) return undefined
    return (await this.db.selectFrom('newsletter_subscriptions').selectAll().where('token', '=', token).executeTakeFirst()) as Subscription | undefined
  }

  /** Returns the subscription and whether a confirmation mail must be sent. */
  async subscribe(email: string, language: Language, consent: ConsentProof): Promise<{ subscription: Subscription; mail: boolean }> {
    const address = email.trim().toLowerCase()
    const now = new Date().toISOString()
    const proof = { consent_text: consent.text, consent_ip: consent.ip, consent_user_agent: consent.userAgent, consented_at: now }
    const existing = await this.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', address).executeTakeFirst()
    if (existing?.status === 'confirmed') return { subscription: existing as Subscription, mail: false }
    if (existing && (await this.confirmationsSince(address, Date.now() - 24 * 60 * 60 * 1000)) >= CONFIRMATIONS_PER_DAY) {
      return { subscription: existing as Subscription, mail: false }
    }
    if (existing) {
      const token = existing.status === 'pending' ? existing.token : newToken()
      await this.db
        .updateTable('newsletter_subscriptions')
        .set({ ...proof, language, status: 'pending', token, confirmed_at: null, unsubscribed_at: null })
        .where('id', '=', existing.id)
        .execute()
    } else {
      await this.db
        .insertInto('newsletter_subscriptions')
        .values({ ...proof, email: address, language, status: 'pending', token: newToken(), created_at: now })
        .execute()
    }
    const subscription = await this.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', address).executeTakeFirstOrThrow()
    return { subscription: subscription as Subscription, mail: true }
  }

  /** Confirmation mails sent to `address` since `since` (the outbox is the record of what was mailed). */
  private async confirmationsSince(address: string, since: number): Promise<number> {
    const [{ count }] = await this.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('to', '=', address)
      .where('subject', 'in', SUBJECTS)
      .where('created_at', '>=', new Date(since).toISOString())
      .execute()
    return Number(count)
  }

  async confirm(token: string): Promise<Subscription | undefined> {
    const subscription = await this.findByToken(token)
    if (!subscription || subscription.status === 'unsubscribed') return undefined
    if (subscription.status === 'pending') {
      await this.db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'confirmed', confirmed_at: new Date().toISOString() })
        .where('id', '=', subscription.id)
        .execute()
    }
    return this.findByToken(token)
  }

  async unsubscribe(token: string): Promise<Subscription | undefined> {
    const subscription = await this.findByToken(token)
    if (!subscription) return undefined
    if (subscription.status !== 'unsubscribed') {
      await this.db
        .updateTable('newsletter_subscriptions')
        .set({ status: 'unsubscribed', unsubscribed_at: new Date().toISOString() })
        .where('id', '=', subscription.id)
        .execute()
    }
    return this.findByToken(token)
  }

  async list(options: { page: number; pageSize: number; status?: string; search?: string }) {
    let query = this.db.selectFrom('newsletter_subscriptions')
    if (options.status) query = query.where('status', '=', options.status)
    if (options.search) query = query.where('email', 'like', `%${options.search.toLowerCase().replace(/[%_\\]/g, '')}%`)
    const [{ count }] = await query.select((eb) => eb.fn.countAll().as('count')).execute()
    const rows = await query
      .selectAll()
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute()
    // The token is a key to someone's subscription: it never leaves in a list.
    return { count: Number(count), rows: rows.map(({ token: _token, ...row }) => ({ ...row, id: Number(row.id) })) }
  }

  /**
   * Absolute links of a subscription: confirming is the site's home page, whose button POSTs the
   * token (in the fragment, which no server or log sees); unsubscribing is the API's (RFC 8058).
   */
  links(subscription: Subscription) {
    const base = `${this.context.config.siteUrl}/api/v1/common/newsletter`
    return {
      confirm: `${this.context.config.siteUrl}/${subscription.language}/?newsletter=confirm#token=${subscription.token}`,
      unsubscribe: `${base}/unsubscribe/${subscription.token}/`,
      /** The site's page that asks before it unsubscribes (where the mail's link, opened in a browser, leads). */
      unsubscribePage: `${this.context.config.siteUrl}/${subscription.language}/?newsletter=unsubscribe#token=${subscription.token}`,
    }
  }

  confirmationMail(subscription: Subscription): MailMessage {
    const { confirm, unsubscribe } = this.links(subscription)
    const sl = subscription.language === 'sl'
    const text = sl
      ? `Pozdravljeni!\n\nZa prijavo na e-novice Poslovne cone Rudnik odprite to povezavo in potrdite prijavo:\n${confirm}\n\n` +
        `Če se niste prijavili vi, to sporočilo prezrite.\n\nOdjava: ${unsubscribe}\n`
      : `Hello!\n\nTo subscribe to the Poslovna cona Rudnik newsletter, open this link and confirm:\n${confirm}\n\n` +
        `If it was not you who signed up, ignore this message.\n\nUnsubscribe: ${unsubscribe}\n`
    return {
      to: subscription.email,
      subject: sl ? SUBJECTS[0] : SUBJECTS[1],
      text,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }
  }
}
