/**
 * Back-office session rules (spec sections 2, 4, 6, 8, 9): token storage names, staff-only access
 * (a non-staff user goes to the public site, still signed in there), logout that always clears
 * and goes to '/', only a 401 ends a session (never reset, only marked expired), 401 versus 403;
 * and the language prefix of the admin paths.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { HttpError } from 'react-admin'
import { keepDraftForLogin, trackForm } from '../../admin/app/drafts'
import { adminLocation, publicSiteUrl, switchedPath } from '../../admin/app/location'
import { USER_LOGOUT, createAuthProvider } from '../../admin/auth/auth-provider'
import { isSessionCall } from '../../admin/auth/session-expiry'
import type { HttpClient, HttpRequest } from '../../admin/data/http-client'

class MemoryStorage {
  private items = new Map<string, string>()
  getItem = (key: string) => this.items.get(key) ?? null
  setItem = (key: string, value: string) => void this.items.set(key, String(value))
  removeItem = (key: string) => void this.items.delete(key)
  keys = () => [...this.items.keys()].sort()
  get length() {
    return this.items.size
  }
  key = (index: number) => [...this.items.keys()][index] ?? null
}

/** document.cookie as a browser keeps it: one write per assignment, max-age=0 deletes. */
class CookieJar {
  jar = new Map<string, string>()
  set cookie(line: string) {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim())
    const [name, value] = pair.split('=')
    if (attributes.includes('max-age=0')) this.jar.delete(name)
    else this.jar.set(name, `${decodeURIComponent(value)} | ${attributes.join('; ')}`)
  }
}

let storage: MemoryStorage
let session: MemoryStorage
let cookies: CookieJar
const g = globalThis as unknown as { window?: unknown; document?: unknown }

beforeEach(() => {
  storage = new MemoryStorage()
  session = new MemoryStorage()
  cookies = new CookieJar()
  g.window = { localStorage: storage, sessionStorage: session }
  g.document = cookies
})
afterEach(() => {
  delete g.window
  delete g.document
})

const staff = { id: 1, username: 'admin', email: '', first_name: 'Ana', last_name: 'Novak', is_staff: true, scope: ['news'] }

const PUBLIC_SITE = 'http://site.test/'

function setup(routes: Record<string, unknown | Error>) {
  const calls: string[] = []
  const visited: string[] = []
  const httpClient: HttpClient = async (url: string, request: HttpRequest = {}) => {
    const key = `${request.method ?? 'GET'} ${url}`
    calls.push(request.body ? `${key} ${request.body}` : key)
    const reply = routes[key]
    if (reply instanceof Error) throw reply
    return { status: 200, headers: new Headers(), body: '', json: reply }
  }
  const authProvider = createAuthProvider({
    apiUrl: '/api/v1',
    httpClient,
    publicSiteAddress: () => PUBLIC_SITE,
    go: (url) => void visited.push(url),
    currentPath: () => '/news/create?x=1',
    absoluteUrl: (path) => `http://site.test/admin${path}`,
  })
  return { authProvider, calls, visited }
}

describe('login', () => {
  it('stores "Token <key>" under auth._token.local and the strategy (its cookie with path /, never the token\'s), then loads the account', async () => {
    const { authProvider, calls } = setup({
      'POST /api/v1/api-token-auth/': { token: 'k123', refresh_token: 'r123' },
      'GET /api/v1/accounts/account-info/': staff,
    })
    cookies.cookie = 'auth._token.local=Token%20old; path=/; SameSite=Lax' // what an earlier version wrote
    await authProvider.login({ username: 'admin', password: 'pw' })
    expect(calls).toEqual(['POST /api/v1/api-token-auth/ {"username":"admin","password":"pw"}', 'GET /api/v1/accounts/account-info/'])
    expect(storage.getItem('auth._token.local')).toBe('Token k123')
    expect(storage.getItem('auth.strategy')).toBe('local')
    // the token in no cookie (a script could read it); one an earlier version left is deleted
    expect(cookies.jar.has('auth._token.local')).toBe(false)
    expect(cookies.jar.get('auth.strategy')).toBe('local | path=/; SameSite=Lax')
    expect([...cookies.jar.values()].some((cookie) => cookie.includes('k123'))).toBe(false)
    // the spec's `_refresh_token.` prefix, in localStorage only (no cookie carries it to every request)
    expect(storage.getItem('auth._refresh_token.local')).toBe('r123')
    expect(cookies.jar.has('auth._refresh_token.local')).toBe(false)
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
    await expect(authProvider.getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Ana Novak' })
    await expect(authProvider.getPermissions!({})).resolves.toEqual(['news'])
  })

  it('sends a non-staff user to the public site, still signed in there (is-admin guard)', async () => {
    const { authProvider, visited } = setup({
      'POST /api/v1/api-token-auth/': { token: 'k9' },
      'GET /api/v1/accounts/account-info/': { ...staff, is_staff: false },
    })
    await expect(authProvider.login({ username: 'ana', password: 'pw' })).rejects.toThrow('app.login.not_staff')
    expect(visited).toEqual([PUBLIC_SITE])
    expect(storage.getItem('auth._token.local')).toBe('Token k9')
    expect(cookies.jar.has('auth._token.local')).toBe(false)
    // react-admin's check fails and calls logout: that changes nothing while the page leaves
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy()
    await expect(authProvider.logout({})).resolves.toBe(false)
    expect(storage.getItem('auth._token.local')).toBe('Token k9')
  })

  it('checkAuth of a stored non-staff account leaves for the public site without logging out', async () => {
    storage.setItem('auth._token.local', 'Token k7')
    storage.setItem('auth.user', JSON.stringify({ ...staff, is_staff: false }))
    const { authProvider, visited, calls } = setup({})
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false })
    expect(visited).toEqual([PUBLIC_SITE])
    await authProvider.logout({})
    expect(calls).toEqual([])
    expect(storage.getItem('auth._token.local')).toBe('Token k7')
  })

  it("shows the server's reason when the credentials are wrong", async () => {
    const { authProvider } = setup({
      'POST /api/v1/api-token-auth/': new HttpError('Bad Request', 400, { non_field_errors: ['Prijava s temi podatki ni mogoča.'] }),
    })
    await expect(authProvider.login({ username: 'a', password: 'b' })).rejects.toThrow('Prijava s temi podatki ni mogoča.')
    expect(storage.getItem('auth._token.local')).toBeNull()
  })
})

describe('logout and errors', () => {
  async function loggedIn(routes: Record<string, unknown | Error>) {
    const ctx = setup({ 'POST /api/v1/api-token-auth/': { token: 'k1', refresh_token: 'r1' }, 'GET /api/v1/accounts/account-info/': staff, ...routes })
    await ctx.authProvider.login({ username: 'admin', password: 'pw' })
    return ctx
  }

  it('logout asks the server (with the refresh token: it ends the sign-in even when the access token expired), then clears everything', async () => {
    const { authProvider, calls } = await loggedIn({ 'POST /api/v1/rest-auth/logout/': {} })
    await authProvider.logout({})
    expect(calls.at(-1)).toBe('POST /api/v1/rest-auth/logout/ {"refresh_token":"r1"}')
    expect(storage.keys()).toEqual([])
    expect(cookies.jar.size).toBe(0)
  })

  it("the staff member's own logout also forgets the drafts kept in this browser", async () => {
    const { authProvider } = await loggedIn({ 'POST /api/v1/rest-auth/logout/': {} })
    const untrack = trackForm('/news/create', () => ({ title: 'Osnutek' }))
    keepDraftForLogin()
    untrack()
    expect(session.keys()).toEqual(['admin.draft:/news/create'])
    await authProvider.logout({}) // react-admin's own logout (no session): drafts stay for the next login
    expect(session.keys()).toEqual(['admin.draft:/news/create'])
    await authProvider.logout(USER_LOGOUT)
    expect(session.keys()).toEqual([])
  })

  it('only a 401 ends a session in checkAuth: a server error or a lost connection keeps it', async () => {
    storage.setItem('auth._token.local', 'Token k5')
    const down = setup({ 'GET /api/v1/accounts/account-info/': new HttpError('app.errors.server', 503) })
    await expect(down.authProvider.checkAuth({})).resolves.toBeUndefined()
    const offline = setup({ 'GET /api/v1/accounts/account-info/': new HttpError('app.errors.network', 0) })
    await expect(offline.authProvider.checkAuth({})).resolves.toBeUndefined()
    expect(storage.getItem('auth._token.local')).toBe('Token k5')
    expect(storage.getItem('auth.expired')).toBeNull()

    const ended = setup({ 'GET /api/v1/accounts/account-info/': new HttpError('Neveljaven žeton.', 401) })
    await expect(ended.authProvider.checkAuth({})).rejects.toMatchObject({ message: false })
    expect(ended.visited).toEqual(['http://site.test/admin/login?expired=1&redirect=%2Fnews%2Fcreate%3Fx%3D1'])
    expect(storage.getItem('auth._token.local')).toBe('Token k5')
    expect(storage.getItem('auth.expired')).toBe('1')
  })

  it('logout clears the session even when the server call fails', async () => {
    const { authProvider } = await loggedIn({ 'POST /api/v1/rest-auth/logout/': new HttpError('Server Error', 500) })
    await expect(authProvider.logout({})).resolves.toBeUndefined()
    expect(storage.getItem('auth._token.local')).toBeNull()
  })

  it('401 sends to the login page once, back to this page after, and does not reset the session on its own (spec 8)', async () => {
    const { authProvider, visited } = await loggedIn({})
    await expect(authProvider.checkError(new HttpError('Neveljaven žeton.', 401))).rejects.toMatchObject({ logoutUser: false, message: false })
    await authProvider.checkError(new HttpError('Neveljaven žeton.', 401)).catch(() => undefined)
    expect(visited).toEqual(['http://site.test/admin/login?expired=1&redirect=%2Fnews%2Fcreate%3Fx%3D1'])
    expect(storage.getItem('auth._token.local')).toBe('Token k1')
    // react-admin's logout after the failed check changes nothing while the page leaves
    await expect(authProvider.logout({})).resolves.toBe(false)
    expect(storage.getItem('auth._token.local')).toBe('Token k1')
    // marked expired: react-admin's check fails, so the login page stays instead of looping
    expect(storage.getItem('auth.expired')).toBe('1')
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy()
    expect(storage.getItem('auth._token.local')).toBe('Token k1')
  })

  it('signing in and out are no session ending: their 401s are left to the login form', () => {
    expect(isSessionCall('/api/v1/api-token-auth/')).toBe(true)
    expect(isSessionCall('/api/v1/rest-auth/logout/')).toBe(true)
    expect(isSessionCall('/api/v1/accounts/account-info/')).toBe(false)
    expect(isSessionCall('/api/v1/site/build/?x=1')).toBe(false)
  })

  it('a new login clears the expired mark', async () => {
    const { authProvider } = await loggedIn({})
    await authProvider.checkError(new HttpError('Neveljaven žeton.', 401)).catch(() => undefined)
    await authProvider.login({ username: 'admin', password: 'pw' })
    expect(storage.getItem('auth.expired')).toBeNull()
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined()
  })

  it("403 keeps the session: the request's own notification tells the user", async () => {
    const { authProvider } = await loggedIn({})
    await expect(authProvider.checkError(new HttpError('Nimate dovoljenja.', 403))).resolves.toBeUndefined()
    expect(storage.getItem('auth._token.local')).toBe('Token k1')
    expect(storage.getItem('auth.expired')).toBeNull()
  })
})

describe('admin paths', () => {
  it('takes the basename and UI language from the path prefix', () => {
    expect(adminLocation('/en/admin/news/3')).toEqual({ basename: '/en/admin', language: 'en' })
    expect(adminLocation('/sl/admin')).toEqual({ basename: '/sl/admin', language: 'sl' })
    expect(adminLocation('/admin/login')).toEqual({ basename: '/admin', language: null })
    expect(adminLocation('/en/administration')).toEqual({ basename: '/admin', language: null })
  })

  it('swaps the prefix and keeps the rest of the path', () => {
    expect(switchedPath('/en/admin', 'sl', '/news/3')).toBe('/sl/admin/news/3')
    expect(switchedPath('/sl/admin', 'en', '/')).toBe('/en/admin')
  })

  it('opens the public site in the UI language', () => {
    expect(publicSiteUrl('sl')).toBe('/')
    expect(publicSiteUrl('en')).toBe('/en/')
  })
})
