/**
 * Keys travel in some URLs (older reset links, a newsletter link's token) where no parameter
 * names them, and a log file is read by more people than the mailbox the key was meant for:
 * long hex runs are hidden wherever they stand (request-log.ts masks named parameters first).
 *
 *   hideKeys('/x/9f0c...e1/')  -> '/x/[hidden]/'
 */
const HIDDEN = '[hidden]'
/** Long hex runs: our tokens, reset keys and session keys are 40 to 64 hex characters. */
const HEX_KEY = /[0-9a-f]{24,}/gi

export function hideKeys(text: string): string {
  return text.replace(HEX_KEY, HIDDEN)
}
