/**
 * Forms through real typing: the date rules of spec section 5 in the MUI X date inputs (shown
 * dd.mm.yyyy, saved YYYY-MM-DD, year cut to 4 digits, two-digit years, unreadable or out-of-range
 * dates cleared, an end not before its start, a datetime with its time, the Slovenian calendar,
 * required empty -> the message of general.this_field_is_required, a server error on the field
 * gone as soon as it is edited); the main flow by keyboard alone (log in, open Novice, create a
 * news item, save); and the 401 round trip that keeps what was typed, on a create and an edit form.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_ADMIN, staffToken, tabTo, writeStaffState } from './support'

const STATE = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'admin-forms-')), 'state.json')
test.beforeAll(async ({ playwright }) => writeStaffState(playwright, test.info().project.use.baseURL!, STATE))

/** One sign-in per test (a test's own request context): each sign-in checks the password, slow by design. */
const tokens = new WeakMap<APIRequestContext, Promise<string>>()

async function apiGet(request: APIRequestContext, url: string) {
  let token = tokens.get(request)
  if (!token) tokens.set(request, (token = staffToken(request)))
  return (await request.get(url, { headers: { authorization: `Token ${await token}` } })).json()
}

async function newsWithTitle(request: APIRequestContext, title: string) {
  const { results } = await apiGet(request, `/api/v1/news/admin/news/?search=${encodeURIComponent(title)}`)
  return (results as { title: string; date_made: string }[]).filter((row) => row.title === title)
}

async function typeDate(page: Page, name: string, text: string) {
  const box = page.getByRole('textbox', { name, exact: true })
  await box.fill('')
  await box.pressSequentially(text)
  await box.press('Tab')
  return box
}

test.describe('signed in through the API', () => {
  test.use({ storageState: STATE })

  test('date input: typed forms are read, shown dd.mm.yyyy and saved YYYY-MM-DD; bad dates are cleared; empty required is refused', async ({
    page,
    request,
  }) => {
    await page.goto('/admin/news/create')
    const typed: [string, string][] = [
      ['13.9.2025', '13.09.2025'],
      ['2025/09/13', '13.09.2025'],
      ['1. 2. 2024', '01.02.2024'],
      ['13.9.25', '13.09.2025'], // two-digit years: 00-68 are 20xx
      ['1-2-99', '01.02.1999'], // 69-99 are 19xx
      ['13.09.12025', '13.09.2025'], // the year is cut to its last 4 digits
      ['32.13.2025', ''], // no such day: cleared
      ['31.2.2025', ''], // out of the month's range: cleared
      ['1.1.0000', ''], // before the first day there is: out of range, cleared
    ]
    for (const [text, shown] of typed) await expect(await typeDate(page, 'Datum', text), `typed ${text}`).toHaveValue(shown)

    // required and empty: the translation of general.this_field_is_required, nothing sent
    const title = `Datumi ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title)
    await page.getByRole('textbox', { name: 'Besedilo', exact: true }).fill('Besedilo novice.')
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    await expect(page.locator('.ra-input-date_made').getByText('To polje je obvezno.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin\/news\/create$/)

    // the cut year, saved as YYYY-MM-DD; the message goes once a date is there
    await expect(await typeDate(page, 'Datum', '13.09.12025')).toHaveValue('13.09.2025')
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
    await expect.poll(async () => (await newsWithTitle(request, title)).map((row) => row.date_made)).toEqual(['2025-09-13'])
  })

  test("datetime: an event's start and end with their time, the end never before the start, a Slovenian calendar, a server error gone while typing", async ({
    page,
    request,
  }) => {
    await page.goto('/admin/events/create')
    const title = `Termini ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title)
    await expect(await typeDate(page, 'Začetek', '13.9.2025 10:30')).toHaveValue('13.09.2025 10:30')
    await expect(await typeDate(page, 'Konec', '12.9.25 12:00')).toHaveValue('') // before the start: out of range, cleared

    // the calendar is the MUI X picker in Slovenian, and offers no day before the start
    const end = page.locator('.ra-input-end')
    await end.getByRole('button', { name: /^Izberite datum/ }).click()
    const calendar = page.getByRole('dialog')
    await expect(calendar.getByText(/september 2025/i)).toBeVisible()
    await expect(calendar.getByRole('gridcell', { name: '12', exact: true })).toBeDisabled()
    await expect(calendar.getByRole('gridcell', { name: '14', exact: true })).toBeEnabled()
    await page.keyboard.press('Escape')
    await expect(calendar).toHaveCount(0)

    // the same day, an earlier hour: only the server can tell; its message goes as soon as the field is edited
    const endBox = await typeDate(page, 'Konec', '13.9.2025 09:00')
    await expect(endBox).toHaveValue('13.09.2025 09:00')
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    const endError = end.locator('.MuiFormHelperText-root.Mui-error')
    await expect(endError).toContainText('Začetek')
    await endBox.fill('')
    await endBox.pressSequentially('13.9.25 18:4')
    await expect(endError).toHaveCount(0) // while typing, before leaving the field
    await endBox.pressSequentially('5')
    await endBox.press('Tab')
    await expect(endBox).toHaveValue('13.09.2025 18:45')
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/events\/\d+$/)
    await expect
      .poll(async () =>
        ((await apiGet(request, `/api/v1/events/full/?search=${encodeURIComponent(title)}`)).results as { start: string; end: string }[]).map((e) => [
          e.start,
          e.end,
        ]),
      )
      .toEqual([['2025-09-13T10:30:00', '2025-09-13T18:45:00']])
  })

  test('a 401 sends staff to the login page without resetting the session; after signing in again the typed text is back (create and edit forms)', async ({
    page,
  }) => {
    const stale = 'Token stale-token-of-an-ended-session'
    // the sign-in ended: neither its access token nor its refresh token works (no silent refresh, token-refresh.ts)
    const expire = () =>
      page.evaluate((token) => {
        localStorage.setItem('auth._token.local', token)
        localStorage.setItem('auth._refresh_token.local', 'stale-refresh-token')
      }, stale)
    const signInAgain = async () => {
      await page.getByRole('textbox', { name: /Uporabniško ime/ }).fill(E2E_ADMIN.username)
      await page.getByRole('textbox', { name: /Geslo/ }).fill(E2E_ADMIN.password)
      await page.getByRole('button', { name: /Prijava/ }).click()
    }

    await page.goto('/admin/news/create')
    const title = `Seja ${Date.now().toString(36)}`
    await page.getByRole('textbox', { name: 'Naslov', exact: true }).fill(title)
    await typeDate(page, 'Datum', '13.9.2025')
    await page.getByRole('textbox', { name: 'Besedilo', exact: true }).fill('Besedilo, ki ne sme izginiti.')
    await expire() // the server no longer knows this session (as after a logout in another tab)
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()

    await expect(page).toHaveURL(/\/admin\/login\?expired=1&redirect=%2Fnews%2Fcreate$/)
    await expect(page.getByRole('status').filter({ hasText: 'Seja je potekla' })).toBeVisible()
    // not reset on its own: the (stale) session is still there until the next login replaces it
    expect(await page.evaluate(() => localStorage.getItem('auth._token.local'))).toBe(stale)
    await signInAgain()
    await expect(page).toHaveURL(/\/admin\/news\/create$/)
    await expect(page.getByRole('textbox', { name: 'Naslov', exact: true })).toHaveValue(title)
    // the body is rich text (a TipTap editor, not an input): its text is back
    await expect(page.getByRole('textbox', { name: 'Besedilo', exact: true })).toContainText('Besedilo, ki ne sme izginiti.')
    await expect(page.getByRole('textbox', { name: 'Datum', exact: true })).toHaveValue('13.09.2025')

    // an edit form outside the generated screens (/work/{id}); the 401 comes from its save
    await page.goto('/admin/work/1')
    const position = page.getByRole('textbox', { name: 'Delovno mesto', exact: true })
    await expect(position).not.toHaveValue('')
    await position.fill(`Vodja ${title}`)
    await expire()
    await page.getByRole('button', { name: 'Shrani', exact: true }).click()
    await expect(page).toHaveURL(/\/admin\/login\?expired=1&redirect=%2Fwork%2F1$/)
    await signInAgain()
    await expect(page).toHaveURL(/\/admin\/work\/1$/)
    await expect(position).toHaveValue(`Vodja ${title}`)
  })
})

test('keyboard only: log in, open Novice, create a news item and save', async ({ page, request }) => {
  await page.goto('/admin/login')
  await tabTo(page, page.getByRole('textbox', { name: /Uporabniško ime/ }))
  await page.keyboard.type(E2E_ADMIN.username)
  await tabTo(page, page.getByRole('textbox', { name: /Geslo/ }))
  await page.keyboard.type(E2E_ADMIN.password)
  await page.keyboard.press('Enter')
  const sidebar = page.getByRole('navigation', { name: 'Rudnik' })
  await expect(sidebar).toBeVisible()

  await tabTo(page, sidebar.getByRole('menuitem', { name: 'Novice', exact: true }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/news(\?.*)?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Novice' })).toBeVisible()

  await tabTo(page, page.getByRole('link', { name: 'Ustvari' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/admin\/news\/create$/)

  const title = `Tipkovnica ${Date.now().toString(36)}`
  await tabTo(page, page.getByRole('textbox', { name: 'Naslov', exact: true }))
  await page.keyboard.type(title)
  await tabTo(page, page.getByRole('textbox', { name: 'Datum', exact: true }))
  await page.keyboard.type('13.9.2025')
  await tabTo(page, page.getByRole('textbox', { name: 'Besedilo', exact: true }))
  await page.keyboard.type('Napisano samo s tipkovnico.')
  await tabTo(page, page.getByRole('switch', { name: 'Objavljeno' }).or(page.getByRole('checkbox', { name: 'Objavljeno' })))
  await page.keyboard.press('Space')
  await tabTo(page, page.getByRole('button', { name: 'Shrani', exact: true }))
  await page.keyboard.press('Enter')

  await expect(page).toHaveURL(/\/admin\/news\/\d+$/)
  await expect.poll(async () => (await newsWithTitle(request, title)).map((row) => row.date_made)).toEqual(['2025-09-13'])
  const saved = (await newsWithTitle(request, title))[0] as { is_published?: boolean }
  expect(saved.is_published).toBe(true)
})
