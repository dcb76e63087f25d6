/**
 * How often anyone may make the server mail an address they typed (sign-up and "Forgot
 * password?"), so the form cannot be used to flood a mailbox, nor to keep the owner from
 * getting their own mail. Two counters, both in the shared CounterStore (one limit across
 * instances on PostgreSQL):
 *   - recipient + requesting client address: `perClient` mails in `clientWindowMs`. A stranger
 *     uses up only their own share: the owner, asking from their own address, still has theirs;
 *   - recipient alone: one mail in `recipientGapMs`, whoever asks. This bounds what a stranger with
 *     many addresses can send the mailbox (one mail a gap), and only delays, never stops, the
 *     owner: the gap is short and is not lengthened by the requests it refuses.
 * A request refused by the gap does not spend the client's share. Checked before the route
 * answers, and the same whether or not the address has an account: a refusal is a 429 that says
 * why and for how long, and tells nothing about accounts.
 *
 *   await reserveRequestedMail(counters, REGISTRATION_MAIL_CAP, 'register', address, request.ip) // throws 429
 */
import type { CounterStore } from '../cluster/counter-store'
import { ThrottledError } from '../http/errors'

export interface RequestedMailCap {
  perClient: number
  clientWindowMs: number
  recipientGapMs: number
}

/** Counts one mail to `recipient` asked for by `client`; throws ThrottledError (429, Retry-After) when a cap refuses it. */
export async function reserveRequestedMail(counters: CounterStore, cap: RequestedMailCap, kind: string, recipient: string, client: string): Promise<void> {
  const clientKey = `${kind}-mail:${recipient}|${client}`
  const byClient = await counters.increment(clientKey, { windowMs: cap.clientWindowMs })
  if (byClient.count > cap.perClient) throw new ThrottledError(seconds(byClient.ttlMs), 'mailLimitFromHere')
  const byRecipient = await counters.increment(`${kind}-mail-gap:${recipient}`, { windowMs: cap.recipientGapMs })
  if (byRecipient.count === 1) return
  await counters.decrement(clientKey)
  throw new ThrottledError(seconds(byRecipient.ttlMs), 'mailAskedRecently')
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))
