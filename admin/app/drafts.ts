/**
 * What staff typed survives a trip to the login page. When the server answers 401 (the session
 * ended elsewhere, or the token expired), auth/session-expiry.ts sends the user to the login page
 * without resetting the session on its own (spec section 8); just before, the values of every open
 * form are kept in sessionStorage under the form's key (its path, plus a name when one page holds
 * several forms, like the footer's two languages), and the same form restores them when the user
 * is back after logging in. Files (pictures being uploaded) cannot be kept; text, numbers, choices
 * can. Logging out forgets every draft (the next person at this browser must not see them).
 *
 *   trackForm('/news/create', getValues)   // while a form is open (DraftKeeper does it)
 *   keepDraftForLogin()                     // on 401, before leaving for the login page
 *   takeDraft('/news/create')               // once, when the form opens again
 *   clearDrafts()                           // on logout
 */
const PREFIX = 'admin.draft:'

type GetValues = () => Record<string, unknown>

const open = new Map<symbol, { key: string; getValues: GetValues }>()

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** Registers an open form; returns the function that unregisters it. */
export function trackForm(key: string, getValues: GetValues): () => void {
  const id = Symbol(key)
  open.set(id, { key, getValues })
  return () => void open.delete(id)
}

/** JSON without files (File and Blob values, previews holding them) and without passwords, which are never stored. */
function withoutFiles(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).filter(([name, value]) => {
      if (/password/i.test(name)) return false
      if (typeof Blob !== 'undefined' && value instanceof Blob) return false
      if (value && typeof value === 'object' && 'rawFile' in value) return false
      return true
    }),
  )
}

export function keepDraftForLogin(): void {
  for (const { key, getValues } of open.values()) {
    try {
      storage()?.setItem(PREFIX + key, JSON.stringify(withoutFiles(getValues())))
    } catch {
      // a value that cannot be kept: the login still goes ahead
    }
  }
}

export function takeDraft(key: string): Record<string, unknown> | null {
  const text = storage()?.getItem(PREFIX + key)
  if (!text) return null
  storage()?.removeItem(PREFIX + key)
  try {
    return JSON.parse(text) as Record<string, unknown>
  } catch {
    return null
  }
}

export function clearDrafts(): void {
  const store = storage()
  if (!store) return
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => !!key?.startsWith(PREFIX))
  for (const key of keys) store.removeItem(key)
}
