/**
 * The first staff account: from ADMIN_USERNAME / ADMIN_PASSWORD, or 'admin' with a random
 * password printed once, so a fresh install is never left with a known password.
 */
import crypto from 'node:crypto'
import type { Config } from '../config'
import type { Accounts } from './accounts'

export async function ensureFirstStaffAccount(accounts: Accounts, config: Config, log: (line: string) => void) {
  if (await accounts.findByUsername(config.adminUsername)) return
  if ((await accounts.count()) > 0 && !config.adminPassword) return
  const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url')
  await accounts.create({ username: config.adminUsername, password, is_staff: true })
  if (!config.adminPassword) {
    log(`Created staff account '${config.adminUsername}' with password: ${password}  (shown once; set ADMIN_PASSWORD to choose it)`)
  }
}
