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
 * A request refused by the gap does not spend the client's share.
 *
 *   if (await mayMailRecipient(counters, REGISTRATION_MAIL_CAP, 'register', address, request.ip)) ...
 */
import type { CounterStore } from '../cluster/counter-store'

export interface RequestedMailCap {
  perClient: number
  clientWindowMs: number
  recipientGapMs: number
}

export async function mayMailRecipient(counters: CounterStore, cap: RequestedMailCap, kind: string, recipient: string, client: string): Promise<boolean> {
  const clientKey = `${kind}-mail:${recipient}|${client}`
  const byClient = await counters.increment(clientKey, { windowMs: cap.clientWindowMs })
  if (byClient.count > cap.perClient) return false
  const byRecipient = await counters.increment(`${kind}-mail-gap:${recipient}`, { windowMs: cap.recipientGapMs })
  if (byRecipient.count === 1) return true
  await counters.decrement(clientKey)
  return false
}
