import { AUTHORIZATION_PREFIX } from '../../shared/constants'

/**
 * Whether an Authorization header is ours to judge (`Token <key>`). Other schemes leave the caller
 * anonymous (auth/plugin.ts, http/access.ts), and the answer cache treats them so (http/response-cache.ts).
 */
export function carriesToken(header: string | undefined): boolean {
  return header?.trim().split(/\s+/, 1)[0] === AUTHORIZATION_PREFIX
}
