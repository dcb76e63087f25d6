/**
 * Outgoing mail. Every message is first stored in the `mail_outbox` table, so none is ever lost:
 *
 *   const result = await mailer.send({ to: config.mailTo, subject: 'Inquiry', text: '...' })
 *   // result.status: 'sent' (SMTP accepted it), 'queued' (no SMTP_URL: waits in the outbox),
 *   //                'failed' (SMTP refused or unreachable: kept with the error, tried again)
 *
 * Without SMTP_URL messages stay `queued` and staff read them at GET mail/outbox/. With SMTP_URL
 * each message is sent at once; a failed one keeps its error and is tried again (with the
 * `queued` ones left from a time without SMTP) each time another message is sent, up to
 * MAX_ATTEMPTS times. No timer: a quiet site simply retries with its next message.
 *
 * A message may carry `secrets` (a password reset key): those strings go to the SMTP server only.
 * The outbox keeps a copy with each one replaced by '[hidden]', so neither the table nor the staff's
 * outbox screen ever holds them; such a message cannot be sent later, so without SMTP_URL, or when
 * SMTP refuses it, it is 'failed' at once and never retried (the user asks for a new key).
 */
import type NodeMailer from 'nodemailer'
import type { Transporter } from 'nodemailer'
import type { Config } from '../config'
import type { Database } from '../db/connect'
import { AfterAnswer } from '../http/after-answer'
import type { OutboxMail, OutboxStatus } from '../../shared/wire/outbox'

export interface MailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** Extra headers, e.g. List-Unsubscribe or Reply-To. */
  headers?: Record<string, string>
  /** Strings only the recipient may read: sent, never stored (the outbox copy says '[hidden]'). */
  secrets?: string[]
}

export const MAX_ATTEMPTS = 5
export const HIDDEN = '[hidden]'

/** The message as the outbox may keep it. */
function withoutSecrets(message: MailMessage): MailMessage {
  const secrets = (message.secrets ?? []).filter(Boolean)
  const hide = (text: string) => secrets.reduce((result, secret) => result.split(secret).join(HIDDEN), text)
  return {
    to: message.to,
    subject: hide(message.subject),
    text: hide(message.text),
    html: message.html === undefined ? undefined : hide(message.html),
    headers: message.headers && Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, hide(value)])),
  }
}
const RETRY_BATCH = 10

export class Mailer {
  private transport: Transporter | null
  private retrying = false

  constructor(
    private readonly database: Database,
    private readonly config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
    /** Where the retries a send starts run (the app's, so closing waits for them). */
    private readonly afterAnswer: AfterAnswer = new AfterAnswer(),
  ) {
    // Loaded only when SMTP is set: nodemailer adds about 23 MB to the resident memory of a server that sends nothing.
    const nodemailer = (): typeof NodeMailer => require('nodemailer')
    this.transport = config.smtpUrl ? nodemailer().createTransport(config.smtpUrl, { from: config.mailFrom }) : null
  }

  get configured(): boolean {
    return this.transport !== null
  }

  /** Stores the message, then sends it when SMTP is configured. */
  async send(message: MailMessage): Promise<{ id: number; status: OutboxStatus }> {
    const kept = withoutSecrets(message)
    const secret = Boolean(message.secrets?.length)
    const inserted = await this.database.db
      .insertInto('mail_outbox')
      .values({
        to: kept.to,
        subject: kept.subject,
        text: kept.text,
        html: kept.html ?? null,
        headers: kept.headers ? JSON.stringify(kept.headers) : null,
        // 'sending' while this call delivers it: a retry run by a send beside it must not pick it up
        // (it would send the outbox copy a second time, a one-time key shown as [hidden]).
        status: this.transport ? 'sending' : 'queued',
        attempts: 0,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const id = Number(inserted.id)
    if (!this.transport && secret) {
      await this.markUnsendable(id, 0, 'SMTP_URL is not set: a message holding a one-time key is never kept to send later')
      return { id, status: 'failed' }
    }
    if (!this.transport) return { id, status: 'queued' }
    const status = await this.deliver(id, secret ? message : undefined)
    // Not awaited by the caller; the app's close waits for it (a failure: retried with the next send).
    this.afterAnswer.run(
      () => this.retryPending(id),
      () => undefined,
    )
    return { id, status }
  }

  /** Tries the queued and failed messages again (oldest first), except `skipId`. */
  async retryPending(skipId?: number): Promise<void> {
    if (!this.transport || this.retrying) return
    this.retrying = true
    try {
      const rows = await this.database.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', 'in', ['queued', 'failed'])
        .where('attempts', '<', MAX_ATTEMPTS)
        .where('id', '!=', skipId ?? -1)
        .orderBy('id')
        .limit(RETRY_BATCH)
        .execute()
      for (const row of rows) await this.deliver(Number(row.id))
    } finally {
      this.retrying = false
    }
  }

  /** A message that can never be sent from its stored copy: failed, and out of the retries. */
  private async markUnsendable(id: number, attempts: number, reason: string) {
    await this.database.db
      .updateTable('mail_outbox')
      .set({ status: 'failed', attempts: Math.max(attempts, MAX_ATTEMPTS), last_error: reason.slice(0, 1000) })
      .where('id', '=', id)
      .execute()
  }

  /** Sends the stored message `id`, or `original` (the one with its secrets) in its place. */
  private async deliver(id: number, original?: MailMessage): Promise<OutboxStatus> {
    const row = await this.database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    const attempts = Number(row.attempts) + 1
    try {
      await this.transport!.sendMail({
        from: this.config.mailFrom,
        to: original?.to ?? row.to,
        subject: original?.subject ?? row.subject,
        text: original?.text ?? row.text,
        html: original ? original.html : (row.html ?? undefined),
        headers: original ? original.headers : row.headers ? JSON.parse(row.headers) : undefined,
      })
      await this.database.db
        .updateTable('mail_outbox')
        .set({ status: 'sent', attempts, last_error: null, sent_at: new Date().toISOString() })
        .where('id', '=', id)
        .execute()
      return 'sent'
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error)
      if (original) {
        await this.markUnsendable(id, attempts, `${reason} (holds a one-time key: not retried)`)
        return 'failed'
      }
      await this.database.db
        .updateTable('mail_outbox')
        .set({ status: 'failed', attempts, last_error: reason.slice(0, 1000) })
        .where('id', '=', id)
        .execute()
      return 'failed'
    }
  }

  /** A page of the outbox, newest first. */
  async list(options: { page: number; pageSize: number; status?: string }): Promise<{ count: number; rows: OutboxMail[] }> {
    let query = this.database.db.selectFrom('mail_outbox')
    if (options.status) query = query.where('status', '=', options.status)
    const [{ count }] = await query.select((eb) => eb.fn.countAll().as('count')).execute()
    const rows = await query
      .select(['id', 'to', 'subject', 'text', 'html', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
      .orderBy('id', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute()
    return { count: Number(count), rows: rows.map((r) => ({ ...r, id: Number(r.id), attempts: Number(r.attempts) }) as OutboxMail) }
  }
}

const mailers = new WeakMap<Database, Mailer>()

/** The app's one mailer (one per database, so each test app has its own). */
export function mailerFor(context: { database: Database; config: Config; afterAnswer?: AfterAnswer }): Mailer {
  let mailer = mailers.get(context.database)
  if (!mailer) {
    mailer = new Mailer(context.database, context.config, context.afterAnswer)
    mailers.set(context.database, mailer)
  }
  return mailer
}
