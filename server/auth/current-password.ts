/**
 * `current_password` (one's own new password or e-mail, a visitor deleting their account) is a
 * password check like a sign-in, so it goes through the same throttle, counted on the same
 * account + address: a stolen session cannot guess its way to the password faster than a
 * stranger at the sign-in form could (429 with Retry-After past the limit).
 *
 *   const problem = await checkCurrentPassword(app, request, account.id, values.current_password)
 *   if (problem) errors.add('current_password', problem)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { LoginThrottle } from './login-throttle'

/** null when `value` is the account's password; else the message key for the field. Throws ThrottledError past the limit. */
export async function checkCurrentPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  accountId: number,
  value: unknown,
): Promise<'required' | 'wrongPassword' | null> {
  if (typeof value !== 'string' || !value) return 'required'
  const attempt = await new LoginThrottle(app.context.counters).begin(request.ip, { accountId })
  if (!(await app.accounts.checkPassword(accountId, value))) {
    attempt.failed()
    return 'wrongPassword'
  }
  await attempt.succeeded()
  return null
}
