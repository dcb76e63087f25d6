/**
 * The first staff account: from ADMIN_USERNAME / ADMIN_PASSWORD, or 'admin' with a random
 * password shown once, so a fresh install is never left with a known password.
 *
 * The generated password goes to the person at the console only: to the controlling terminal
 * (/dev/tty), never to stdout or stderr, which `npm start > server.log`, systemd and container
 * runtimes write into log files. Without a terminal (a service), it is written to
 * DATA_DIR/first-admin-password.txt, readable by the server's user only, and the log says where.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Config } from '../config'
import type { Accounts } from './accounts'

export const PASSWORD_FILE = 'first-admin-password.txt'

/** Writes `text` to the terminal device; false when there is none (no controlling terminal). */
function toTerminal(device: string, text: string): boolean {
  let fd: number | undefined
  try {
    fd = fs.openSync(device, 'w')
    fs.writeSync(fd, text)
    return true
  } catch {
    return false
  } finally {
    if (fd !== undefined) fs.closeSync(fd)
  }
}

/**
 * `terminal`: the device to show the password on (tests give a file of their own).
 * `log`: where the server's messages go; it never receives the password.
 */
export async function ensureFirstStaffAccount(accounts: Accounts, config: Config, log: (line: string) => void, terminal = '/dev/tty') {
  if (await accounts.findByUsername(config.adminUsername)) return
  if ((await accounts.count()) > 0 && !config.adminPassword) return
  const password = config.adminPassword ?? crypto.randomBytes(12).toString('base64url')
  await accounts.create({ username: config.adminUsername, password, is_staff: true })
  if (config.adminPassword) return
  const words = `Created staff account '${config.adminUsername}' with password: ${password}  (shown once; set ADMIN_PASSWORD to choose it)\n`
  if (toTerminal(terminal, words)) {
    log(`Created staff account '${config.adminUsername}': its password was shown on the terminal.`)
    return
  }
  const file = path.join(config.dataDir, PASSWORD_FILE)
  fs.mkdirSync(config.dataDir, { recursive: true })
  fs.rmSync(file, { force: true })
  fs.writeFileSync(file, words, { mode: 0o600, flag: 'wx' })
  log(
    `Created staff account '${config.adminUsername}': no terminal to show its password on, so it is in ${file} (readable by this user only; delete it after signing in).`,
  )
}
