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
 *
 * Below: unsaved edits kept in localStorage per account and record (keepUnsaved, readUnsaved).
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

/** Logging out forgets the drafts kept for a login and every unsaved edit kept in this browser. */
export function clearDrafts(): void {
  removeKeys(storage(), PREFIX)
  removeKeys(localStore(), UNSAVED_PREFIX)
}

function removeKeys(store: Storage | null, prefix: string) {
  if (!store) return
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter((key): key is string => !!key?.startsWith(prefix))
  for (const key of keys) store.removeItem(key)
}

/*
 * Unsaved edits kept across a crash or a closed tab (issue 13.6): in localStorage, per account
 * and per form (its key, as above), written as the user types (throttled) and offered back when
 * the form opens again with their time; dropped on a successful save, on "Zavrzi", and for
 * every account on logout. Another account at this browser never reads them (the key names the
 * account).
 */
const UNSAVED_PREFIX = 'admin.unsaved:'

export interface UnsavedEdit {
  /** ISO time of the last change kept. */
  savedAt: string
  /** The changed fields only (what differs from the record as loaded). */
  values: Record<string, unknown>
}

function localStore(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

const unsavedKey = (account: string | number, key: string) => `${UNSAVED_PREFIX}${account}:${key}`

export function keepUnsaved(account: string | number, key: string, values: Record<string, unknown>, store = localStore(), now = new Date()): void {
  const kept = withoutFiles(values)
  try {
    if (Object.keys(kept).length === 0) store?.removeItem(unsavedKey(account, key))
    else store?.setItem(unsavedKey(account, key), JSON.stringify({ savedAt: now.toISOString(), values: kept }))
  } catch {
    // storage full or refused: typing goes on, only the safety net is missing
  }
}

export function readUnsaved(account: string | number, key: string, store = localStore()): UnsavedEdit | null {
  const text = store?.getItem(unsavedKey(account, key))
  if (!text) return null
  try {
    const parsed = JSON.parse(text) as UnsavedEdit
    if (typeof parsed?.savedAt !== 'string' || !parsed.values || typeof parsed.values !== 'object' || Array.isArray(parsed.values)) return null
    return parsed
  } catch {
    return null
  }
}

export function dropUnsaved(account: string | number, key: string, store = localStore()): void {
  store?.removeItem(unsavedKey(account, key))
}

/** Calls `run` at most once per `ms`, always with the last arguments (the last keystroke is never lost); `flush` runs it now. */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  let pending: A | undefined
  const fire = () => {
    timer = undefined
    if (!pending) return
    const args = pending
    pending = undefined
    run(...args)
  }
  const call = (...args: A) => {
    pending = args
    timer ??= setTimeout(fire, ms)
  }
  call.flush = () => {
    if (timer) clearTimeout(timer)
    fire()
  }
  call.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = undefined
    pending = undefined
  }
  return call
}
