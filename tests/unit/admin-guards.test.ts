/** Route guards, safe redirects after login and the sidebar settings (spec sections 2, 6 and 8). */
import { describe, expect, it } from 'vitest'
import { loginTarget, runGuards, safeRedirect, type GuardContext } from '../../admin/app/guards'
import { ACTIVE_COLOURS, SIDEBAR_COLOURS, toAppearance } from '../../admin/app/appearance'

const staff: GuardContext = { pathname: '/admin/work', loggedIn: true, isStaff: true }

describe('route guards', () => {
  it('a guard name that does not exist fails closed with 500', () => {
    expect(runGuards(['is-admin', 'no-such-guard'], staff)).toEqual({ kind: 'error', status: 500 })
    expect(runGuards(['toString'], staff)).toEqual({ kind: 'error', status: 500 })
  })
  it('is-admin sends a logged-in non-staff user to the public /', () => {
    expect(runGuards(['is-admin'], { ...staff, isStaff: false })).toEqual({ kind: 'redirect', to: 'site:/' })
    expect(runGuards(['is-admin'], staff)).toEqual({ kind: 'pass' })
  })
  it('is-admin lets through an account it could not load (a server error is no verdict)', () => {
    expect(runGuards(['is-admin'], { ...staff, isStaff: null })).toEqual({ kind: 'pass' })
  })
  it('i18n: a language other than sl or en is a 404', () => {
    expect(runGuards(['i18n'], { ...staff, pathname: '/de/admin/work' })).toEqual({ kind: 'error', status: 404 })
    expect(runGuards(['i18n'], { ...staff, pathname: '/en/admin/work' })).toEqual({ kind: 'pass' })
    expect(runGuards(['i18n'], { ...staff, pathname: '/admin/work' })).toEqual({ kind: 'pass' })
  })
  it('already-logged-in sends a logged-in user on', () => {
    expect(runGuards(['already-logged-in'], staff)).toEqual({ kind: 'redirect', to: '/' })
    expect(runGuards(['already-logged-in'], { ...staff, loggedIn: false, isStaff: false })).toEqual({ kind: 'pass' })
  })
})

describe('safe redirect after login', () => {
  it.each([
    ['/news', '/news'],
    ['/admin/news/3', '/news/3'],
    ['/en/admin/project?page=2', '/project?page=2'],
    ['/admin', '/'],
  ])('keeps the local path %s', (target, expected) => expect(safeRedirect(target)).toBe(expected))

  it.each(['//evil.example/x', 'https://evil.example/', '/\\evil.example', 'javascript:alert(1)', 'news', '/\u0000x', '/login', 42, null])(
    'refuses %s',
    (target) => expect(safeRedirect(target)).toBe('/'),
  )
})

describe('where login leads', () => {
  it('keeps the query string of the page first wanted (react-admin nextPathname + nextSearch)', () => {
    expect(loginTarget('', { nextPathname: '/news', nextSearch: '?filter=%7B%22lang%22%3A%22en%22%7D&page=2' })).toBe(
      '/news?filter=%7B%22lang%22%3A%22en%22%7D&page=2',
    )
    expect(loginTarget('', { nextPathname: '/news' })).toBe('/news')
    expect(loginTarget('', null)).toBeUndefined()
  })
  it('prefers a safe ?redirect= and refuses another site', () => {
    expect(loginTarget('?redirect=%2Fkey%3Fx%3D1', { nextPathname: '/news' })).toBe('/key?x=1')
    expect(loginTarget('?redirect=%2F%2Fevil.example', { nextPathname: '/news' })).toBe('/')
    expect(loginTarget('', { nextPathname: '//evil.example', nextSearch: '?a' })).toBe('/')
  })
})

describe('sidebar settings', () => {
  it('accepts exactly the spec colours', () => {
    expect(SIDEBAR_COLOURS).toEqual(['blue', 'azure', 'green', 'orange', 'red', 'purple', 'black'])
    expect(ACTIVE_COLOURS).toEqual(['primary', 'info', 'success', 'warning', 'danger'])
  })
  it('anything else falls back to the defaults', () => {
    expect(toAppearance({ sidebar: 'green', active: 'danger' })).toEqual({ sidebar: 'green', active: 'danger' })
    expect(toAppearance({ sidebar: 'pink', active: 'secondary' })).toEqual({ sidebar: 'blue', active: 'primary' })
    expect(toAppearance('nonsense')).toEqual({ sidebar: 'blue', active: 'primary' })
  })
})

// biome-ignore lint/correctness/usePlaywrightValidDescribeCallback: Vitest collects async describe callbacks (this is not Playwright)
describe('dates in lists and inputs', async () => {
  const { formatDisplayDateTime } = await import('../../admin/app/display-dates')
  const { boundOf, laterBound } = await import('../../admin/generic/date-bounds')

  it('shows dd.mm.yyyy, with HH:mm when the value has a time', () => {
    expect(formatDisplayDateTime('2025-09-13')).toBe('13.09.2025')
    expect(formatDisplayDateTime('2025-09-13T10:30:00')).toBe('13.09.2025 10:30')
    expect(formatDisplayDateTime(null)).toBe('')
    expect(formatDisplayDateTime('no date')).toBe('')
  })

  it("shows a zoned timestamp in the browser's time", () => {
    const value = '2025-09-13T08:30:00.000Z'
    const local = new Date(value)
    const pad = (n: number) => String(n).padStart(2, '0')
    expect(formatDisplayDateTime(value)).toBe(
      `${pad(local.getDate())}.${pad(local.getMonth() + 1)}.${local.getFullYear()} ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    )
  })

  it('an end may not precede its start: the lower bound is the later of min and the start date', () => {
    expect(laterBound('2020-01-01', boundOf('2025-09-13T10:00:00'))).toBe('2025-09-13')
    expect(laterBound('2026-01-01', boundOf('2025-09-13'))).toBe('2026-01-01')
    expect(laterBound(undefined, boundOf(''))).toBeUndefined()
  })
})
