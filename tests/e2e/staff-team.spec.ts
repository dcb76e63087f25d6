/**
 * The staff team and sessions in the back office (issue 12 points 2, 4, 5 and 6), on a server of
 * this file's own: a real SMTP catcher (tests/api/smtp.ts) behind SMTP_URL, so invitations and
 * reset links reach a mailbox, and access tokens that live 6 seconds (SESSION_ACCESS_MINUTES), so
 * the back office must refresh silently all along.
 *
 * - an administrator invites an editor; the editor sets a password from the mailed link, signs in,
 *   sees only the screens of the role, and the API answers 403 to the rest;
 * - an initial password is shown once; the last administrator cannot be deactivated (409, its words);
 * - a form survives an expired access token (silent refresh, the refresh token rotated), and a
 *   sign-in ended elsewhere (login page, the draft back after signing in);
 * - a refresh whose answer a navigation threw away is asked again by the next page (its retry key);
 * - "Pozabljeno geslo?" from the login page to a new password;
 * - axe on every new screen, in Slovenian and English.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { startServerProcess, type ServerProcess } from '../support/server-process'
import { startSmtp, type TestSmtp } from '../api/smtp'
import { E2E_ADMIN, expectAccessible, openInApp } from './support'

let server: ServerProcess
let smtp: TestSmtp
let dataDir: string
const ACCESS_SECONDS = 6

test.beforeAll(async () => {
  test.setTimeout(300_000)
  smtp = await startSmtp()
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-team-'))
  const port = Number(process.env.E2E_PORT ?? 8181) + 1
  server = await startServerProcess({
    port,
    script: 'server/main.ts',
    readyPath: '/api/v1/news/',
    timeoutMs: 240_000,
    env: {
      DATA_DIR: dataDir,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      SITE_BUILD: 'off',
      SMTP_URL: smtp.url,
      SITE_URL: `http://127.0.0.1:${port}`,
      SESSION_ACCESS_MINUTES: String(ACCESS_SECONDS / 60),
    },
  })
})

test.afterAll(async () => {
  await server?.kill('SIGTERM')
  await smtp?.close()
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
})

const at = (p: string) => `${server.origin}${p}`
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`

async function apiLogin(request: APIRequestContext, username: string, password: string) {
  const response = await request.post(at('/api/v1/api-token-auth/'), { data: { username, password } })
  expect(response.status(), `login of ${username}`).toBe(200)
  return (await response.json()) as { token: string; refresh_token: string }
}

async function uiLogin(page: Page, username: string, password: string, prefix = '/admin') {
  await page.goto(at(`${prefix}/login`))
  await page.getByRole('textbox', { name: /Uporabniško ime|Username/ }).fill(username)
  await page.getByRole('textbox', { name: /Geslo|Password/ }).fill(password)
  await page.getByRole('button', { name: /Prijava|Sign in/ }).click()
  await expect(page.getByRole('navigation', { name: 'Rudnik' })).toBeVisible()
}

/** The link of the last mail to `to` (the key travels in the fragment). */
async function mailedLink(to: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const mail = [...smtp.messages].reverse().find((m) => m.to.includes(to))
        found = mail ? /https?:\/\/\S+#token=[0-9a-f]+/.exec(mail.text)?.[0] : undefined
        return found
      },
      { timeout: 20_000 },
    )
    .toBeTruthy()
  return found!
}

/** Until the API refuses the access token (401): asked every half second, not a sleep of the token's life. */
async function untilRefused(request: APIRequestContext, authorization: string | null) {
  await expect
    .poll(async () => (await request.get(at('/api/v1/accounts/account-info/'), { headers: { authorization: authorization ?? '' } })).status(), {
      timeout: (ACCESS_SECONDS + 30) * 1000,
      intervals: [500],
    })
    .toBe(401)
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('an administrator invites an editor by e-mail; the editor sets a password, sees only the screens of the role, and the API refuses the rest', async ({
  page,
  browser,
  request,
}) => {
  const username = `urednica-${unique()}`
  const email = `${username}@rudnik.example`
  await uiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  const sidebar = page.getByRole('navigation', { name: 'Rudnik' })
  await sidebar.getByRole('menuitem', { name: 'Ekipa' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Ekipa' })).toBeVisible()
  await expect(page.locator('table tbody tr').filter({ hasText: E2E_ADMIN.username }).locator('td.column-role')).toHaveText('Skrbnik')
  await page.getByRole('link', { name: 'Ustvari' }).click()
  await page.getByRole('textbox', { name: 'Uporabniško ime' }).fill(username)
  await page.getByRole('textbox', { name: 'E-pošta' }).fill(email)
  await expect(page.getByTestId('role-description')).toContainText('Novice')
  await page.getByRole('button', { name: 'Shrani' }).click()
  await expect(page.getByText(`Vabilo je poslano na ${email}.`)).toBeVisible()
  await expect(page.locator('table tbody tr').filter({ hasText: username }).locator('td.column-role')).toHaveText('Urednik vsebin')

  // The invitation reached the mailbox: its link opens the back office's set-password page.
  const link = await mailedLink(email)
  expect(link).toMatch(new RegExp(`^${server.origin}/admin/password-reset#token=`))
  const editor = await freshPage(browser)
  await editor.page.goto(link)
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Nastavitev novega gesla' })).toBeVisible()
  expect(editor.page.url()).not.toContain('token=') // taken from the address bar
  const password = `Geslo-${unique()}`
  await editor.page.getByRole('textbox', { name: 'Novo geslo', exact: true }).fill(password)
  await editor.page.getByRole('textbox', { name: 'Novo geslo še enkrat', exact: true }).fill(password)
  await editor.page.getByRole('button', { name: 'Nastavi geslo' }).click()
  await expect(editor.page.getByText('Geslo je nastavljeno.')).toBeVisible()
  await editor.page.getByRole('link', { name: 'Prijava' }).click()
  await uiLogin(editor.page, username, password)

  // Only the role's screens: content yes; the team, inquiries, orders no (the 403 page at their addresses).
  const editorMenu = editor.page.getByRole('navigation', { name: 'Rudnik' })
  await expect(editorMenu.getByRole('menuitem', { name: 'Novice', exact: true })).toBeVisible()
  await expect(editorMenu.getByRole('menuitem', { name: 'Ekipa' })).toHaveCount(0)
  await expect(editor.page.getByRole('heading', { name: 'Zadnja povpraševanja' })).toHaveCount(0)
  for (const route of ['users', 'inquiry', 'order', 'client']) {
    await editor.page.goto(at(`/admin/${route}`))
    await expect(editor.page.getByText('Za ta zaslon nimate dovoljenja.')).toBeVisible()
  }
  await editor.page.goto(at('/admin/news'))
  await expect(editor.page.getByRole('heading', { level: 1, name: 'Novice' })).toBeVisible()
  await editor.context.close()

  const { token } = await apiLogin(request, username, password)
  const auth = { authorization: `Token ${token}` }
  for (const refused of ['accounts/users/', 'common/inquiry/', 'orders/admin/', 'accounts/clients/']) {
    expect((await request.get(at(`/api/v1/${refused}`), { headers: auth })).status(), refused).toBe(403)
  }
  expect(
    (await request.post(at('/api/v1/accounts/users/'), { headers: auth, data: { username: `x${unique()}`, role: 'editor', invite: 'password' } })).status(),
  ).toBe(403)
  expect((await request.get(at('/api/v1/news/admin/news/'), { headers: auth })).status()).toBe(200)
})

test('an initial password is shown once; the role is chosen from the list; the last administrator cannot be deactivated (409, in words)', async ({
  page,
  request,
}) => {
  const username = `pisarna-${unique()}`
  await uiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  await page.goto(at('/admin/users/create'))
  await page.getByRole('textbox', { name: 'Uporabniško ime' }).fill(username)
  await page.getByRole('combobox', { name: 'Vloga' }).click()
  await page.getByRole('option', { name: 'Pisarna' }).click()
  await page.getByRole('radio', { name: /Ustvari začetno geslo/ }).check()
  await page.getByRole('button', { name: 'Shrani' }).click()
  const dialog = page.getByRole('dialog', { name: `Začetno geslo za ${username}` })
  await expect(dialog).toBeVisible()
  const initial = (await dialog.getByTestId('initial-password').textContent())!.trim()
  expect(initial.length).toBeGreaterThanOrEqual(12)
  await expectAccessible(page)
  await dialog.getByRole('button', { name: 'Shranil sem ga' }).click()
  await expect(page).toHaveURL(/\/admin\/users$/)
  await apiLogin(request, username, initial)

  // The only administrator, deactivated by themselves: the server's 409 words.
  const me = await (
    await request.get(at('/api/v1/accounts/account-info/'), {
      headers: { authorization: `Token ${(await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password)).token}` },
    })
  ).json()
  await page.goto(at(`/admin/users/${me.id}`))
  await page.getByRole('button', { name: 'Deaktiviraj' }).click()
  await expect(page.getByText('To je zadnji aktivni skrbnik: najprej naj bo skrbnik še kdo drug.')).toBeVisible()
})

/** A news item typed in full (title, date, text), so that Save sends it. */
async function typeNews(page: Page, title: string) {
  await page.goto(at('/admin/news/create'))
  await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title)
  const date = page.getByRole('textbox', { name: 'Datum', exact: true })
  await date.pressSequentially('13.9.2025')
  await date.press('Tab')
  await page.getByRole('textbox', { name: 'Besedilo', exact: true }).fill('Besedilo, ki ne sme izginiti.')
}

test('an expired access token is refreshed silently (the save goes through, the refresh token rotated); a sign-in ended elsewhere goes to login and the draft comes back', async ({
  page,
  request,
}) => {
  await uiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  const stored = () => page.evaluate(() => ({ token: localStorage.getItem('auth._token.local'), refresh: localStorage.getItem('auth._refresh_token.local') }))
  const before = await stored()
  expect(before.refresh).toMatch(/^[0-9a-f]{64}$/)
  const saved = `Osveženo ${unique()}`
  await typeNews(page, saved)
  // the page's access token is dead now: the API refuses it (asked every half second, not a sleep of the token's life)
  const typed = await stored()
  await untilRefused(request, typed.token)
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api-token-refresh/') && r.status() === 200)
  await page.getByRole('button', { name: 'Shrani', exact: true }).click() // 401 first, then refreshed and sent again
  await refreshed
  await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
  // The list's own calls may meet a dead token too (6 s): let their refresh finish before leaving the page.
  // A refresh whose answer a navigation throws away leaves the page's successor a used token (ended as a reuse).
  await page.waitForLoadState('networkidle')
  const after = await stored()
  expect(after.token).not.toBe(before.token)
  expect(after.refresh).not.toBe(before.refresh)
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password)
  const found = await (
    await request.get(at(`/api/v1/news/admin/news/?search=${encodeURIComponent(saved)}`), { headers: { authorization: `Token ${admin.token}` } })
  ).json()
  expect(found.count).toBe(1)

  // Now the sign-in is ended from another device: the refresh fails, the login page keeps the draft.
  const title = `Osnutek ${unique()}`
  await typeNews(page, title)
  // A sign-in of its own from here: an access token lives 6 s in this file, and typing may take longer on a busy machine.
  const elsewhere = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password)
  const devices = (await (await request.get(at('/api/v1/accounts/sessions/'), { headers: { authorization: `Token ${elsewhere.token}` } })).json()) as {
    id: number
    current: boolean
  }[]
  for (const device of devices.filter((d) => !d.current)) {
    expect((await request.delete(at(`/api/v1/accounts/sessions/${device.id}/`), { headers: { authorization: `Token ${elsewhere.token}` } })).status()).toBe(204)
  }
  await page.getByRole('button', { name: 'Shrani', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/login\?expired=1&redirect=%2Fnews%2Fcreate$/)
  await expect(page.getByRole('status').filter({ hasText: 'Seja je potekla' })).toBeVisible()
  await page.getByRole('textbox', { name: /Uporabniško ime/ }).fill(E2E_ADMIN.username)
  await page.getByRole('textbox', { name: /Geslo/ }).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /Prijava/ }).click()
  await expect(page).toHaveURL(/\/admin\/news\/create$/)
  await expect(page.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title)
  // the body is rich text (a TipTap editor, not an input): its text is back
  await expect(page.getByRole('textbox', { name: 'Besedilo', exact: true })).toContainText('Besedilo, ki ne sme izginiti.')
})

test('a refresh whose answer a navigation throws away: the next page asks again with its retry key and stays signed in', async ({ page, request }) => {
  await uiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  const stored = () =>
    page.evaluate(() => ({
      token: localStorage.getItem('auth._token.local'),
      refresh: localStorage.getItem('auth._refresh_token.local'),
      retry: localStorage.getItem('auth._refresh_retry.local'),
    }))
  const before = await stored()
  await untilRefused(request, before.token)
  // The first page's refresh reaches the server (which rotates the token), but its answer never reaches the page.
  let answered = false
  let exchanged: () => void = () => {}
  const exchangedOnServer = new Promise<void>((resolve) => {
    exchanged = resolve
  })
  await page.route('**/api-token-refresh/', async (route) => {
    if (answered) return route.continue()
    answered = true
    await route.fetch()
    exchanged() // and no answer: the page leaves first
  })
  await page.goto(at('/admin/news'))
  await exchangedOnServer
  const between = await stored()
  expect(between.refresh).toBe(before.refresh) // the used token is all the browser holds, with its retry key
  expect(between.retry).toMatch(/^[0-9a-f]{64} [0-9a-f]{64}$/)
  await page.goto(at('/admin/users'))
  await expect(page.getByRole('heading', { level: 1, name: 'Ekipa' })).toBeVisible()
  await expect(page.locator('table tbody tr').first()).toBeVisible()
  expect(page.url()).not.toContain('/login')
  const after = await stored()
  expect(after.refresh).not.toBe(before.refresh)
  expect(after.retry).toBeNull()
  expect((await request.get(at('/api/v1/accounts/account-info/'), { headers: { authorization: after.token ?? '' } })).status()).toBe(200)
  await page.unroute('**/api-token-refresh/')
})

test('"Pozabljeno geslo?" on the login page mails a link; the new password signs in; my account shows the devices', async ({ browser, request }) => {
  const username = `pozabljivec-${unique()}`
  const email = `${username}@rudnik.example`
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password)
  const made = await request.post(at('/api/v1/accounts/users/'), {
    headers: { authorization: `Token ${admin.token}` },
    data: { username, email, role: 'publisher', invite: 'password' },
  })
  expect(made.status()).toBe(201)
  const { page, context } = await freshPage(browser)
  await page.goto(at('/admin/login'))
  await page.getByRole('link', { name: 'Pozabljeno geslo?' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pozabljeno geslo' })).toBeVisible()
  await page.getByRole('textbox', { name: 'E-poštni naslov' }).fill(email)
  await page.getByRole('button', { name: 'Pošlji povezavo' }).click()
  await expect(page.getByRole('status')).toBeVisible()
  await page.goto(await mailedLink(email))
  const password = `Novo-${unique()}`
  await page.getByRole('textbox', { name: 'Novo geslo', exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'Novo geslo še enkrat', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Nastavi geslo' }).click()
  await expect(page.getByText('Geslo je nastavljeno.')).toBeVisible()
  await uiLogin(page, username, password)
  await page.getByRole('banner').getByRole('link', { name: 'Moj račun' }).click()
  await expect(page.getByText(`Prijavljeni ste kot ${username} (Urednik z objavo).`)).toBeVisible()
  await expect(page.getByTestId('signed-in-device').filter({ hasText: 'Ta naprava' })).toHaveCount(1)

  // Another device signs in; it is listed and signed out from here (its token stops working).
  const other = await request.post(at('/api/v1/api-token-auth/'), {
    headers: { 'user-agent': 'Mozilla/5.0 (Android 14) Firefox/130.0' },
    data: { username, password },
  })
  const otherToken = (await other.json()).token as string
  await page.reload()
  await page.getByRole('button', { name: 'Odjavi napravo: Firefox · Android' }).click()
  await expect(page.getByText('Naprava je odjavljena.')).toBeVisible()
  await expect(page.getByTestId('signed-in-device')).toHaveCount(1)
  expect((await request.get(at('/api/v1/accounts/account-info/'), { headers: { authorization: `Token ${otherToken}` } })).status()).toBe(401)

  // A new password: the current one is asked (a wrong one is refused under its field), then it signs in.
  const newer = `Novejše-${unique()}`
  await page.getByRole('textbox', { name: 'Trenutno geslo', exact: true }).fill('napačno-geslo')
  await page.getByRole('textbox', { name: 'Novo geslo', exact: true }).fill(newer)
  await page.getByRole('textbox', { name: 'Novo geslo še enkrat', exact: true }).fill(newer)
  await page.getByRole('button', { name: 'Spremeni geslo' }).click()
  await expect(page.getByText('Trenutno geslo ni pravilno.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Trenutno geslo', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Spremeni geslo' }).click()
  await expect(page.getByText('Geslo je spremenjeno.', { exact: false })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Novo geslo', exact: true })).toHaveValue('')
  await apiLogin(request, username, newer)
  await context.close()
})

test('every new screen passes axe, in Slovenian and in English', async ({ page, request }) => {
  test.setTimeout(300_000)
  const admin = await apiLogin(request, E2E_ADMIN.username, E2E_ADMIN.password)
  const me = await (await request.get(at('/api/v1/accounts/account-info/'), { headers: { authorization: `Token ${admin.token}` } })).json()
  for (const prefix of ['/admin', '/en/admin']) {
    await page.goto(at(`${prefix}/forgot-password`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
    await page.goto(at(`${prefix}/password-reset#token=${'0'.repeat(64)}`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectAccessible(page)
  }
  await uiLogin(page, E2E_ADMIN.username, E2E_ADMIN.password)
  // Each screen with what shows that its data has come (axe looks at the screen filled, not at its loading state; a
  // new document's network going quiet said so before, a screen opened inside the app has no such moment).
  const screens: [string, Locator][] = [
    ['users', page.locator('table tbody tr').filter({ hasText: E2E_ADMIN.username })],
    ['users/create', page.getByRole('textbox', { name: /Uporabniško ime|Username/ })],
    [`users/${me.id}`, page.getByRole('button', { name: /Deaktiviraj|Deactivate/ })],
    ['account', page.locator('[data-testid="signed-in-device"][data-current="true"]')],
  ]
  for (const prefix of ['/admin', '/en/admin']) {
    // the app loaded once per language (its address gives the language), at the first screen; the others opened as
    // its menu opens them
    for (const [index, [route, loaded]] of screens.entries()) {
      if (index === 0) await page.goto(at(`${prefix}/${route}`))
      else await openInApp(page, `${prefix}/${route}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(loaded).toBeVisible()
      await expectAccessible(page)
    }
  }
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible()
})
