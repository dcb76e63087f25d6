/**
 * Every public route in Slovenian (unprefixed and /sl/) and English: status, title, main heading,
 * <html lang>, no console errors, no axe WCAG 2.1 A/AA violation; the language switch on every route
 * family; the not-found pages and empty states; search-engine files; the header's looks.
 * A few tests visit many routes each (a test per route would cost a browser context each).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { expectAccessible, staffToken, waitForLiveSite } from './support'
import { collectErrors, hydrated, switchTo } from './site-helpers'

/** Demo content (server/seed): the news lists need a second page, so each language gets 7 news. */
const NEWS_PER_LANGUAGE = 7

async function topUpNews(request: APIRequestContext, token: string) {
  let added = 0
  for (const lang of ['sl', 'en']) {
    const { count } = await (await request.get(`/api/v1/news/?lang=${lang}`)).json()
    for (let index = count; index < NEWS_PER_LANGUAGE; index++) {
      const response = await request.post('/api/v1/news/admin/news/', {
        headers: { authorization: `Token ${token}` },
        // Old dates: the home page's latest news stay the demo ones.
        data: { title: `Arhiv ${lang} ${index}`, lang, date_made: `2020-01-${String(index + 1).padStart(2, '0')}`, body: 'Arhiv.', is_published: true },
      })
      expect(response.status(), await response.text()).toBe(201)
      added++
    }
  }
  return added
}

/** A cold build of the whole site (images resized) can take minutes on a busy 2-core machine. */
const BUILD_WAIT_MS = 420_000

test.beforeAll(async ({ request }) => {
  test.setTimeout(2 * BUILD_WAIT_MS + 30_000)
  const token = await staffToken(request)
  const live = await waitForLiveSite(request, token, null, BUILD_WAIT_MS)
  if (await topUpNews(request, token)) await waitForLiveSite(request, token, live.live_build_at, BUILD_WAIT_MS)
})

/**
 * A route family: its Slovenian path (unprefixed; the shop's under /sl/), its English path, and where
 * the language switch leads from each (the counterpart, or the other language's list when there is none).
 */
interface Family {
  sl: string
  en: string
  slToEn?: string
  enToSl?: string
}

const same = (link: string): Family => ({ sl: link, en: `/en${link}` })
const shop = (sl: string, en: string): Family => ({ sl: `/sl/shop/${sl}`, en: `/en/shop/${en}` })

const SECTIONS: Family[] = [
  '/',
  '/about/',
  '/information/',
  '/employees/',
  '/empty-spaces/',
  '/entrepreneurs/',
  '/events/',
  '/gallery/',
  '/incubator/',
  '/projects/',
  '/news/',
  '/news/2/',
  '/video/',
  '/terms/',
  '/cookies/',
  '/accessibility/',
  '/login/',
  '/register/',
].map(same)

const DETAILS: Family[] = [
  same('/employees/mojca-zupan/'),
  // Spaces have no shared key: the office is paired with its English record by its facts.
  { sl: '/empty-spaces/1/', en: '/en/empty-spaces/5/' },
  { sl: '/events/dan-odprtih-vrat/', en: '/en/events/open-day/', slToEn: '/en/events/', enToSl: '/events/' },
  // Translatable types: the demo seed links each pair, so the switch leads to the record's translation.
  { sl: '/projects/soncna-elektrarna-na-strehah-hal/', en: '/en/projects/solar-power-plant-on-the-hall-roofs/' },
  { sl: '/news/nova-proizvodna-hala-v-coni-odprta/', en: '/en/news/new-production-hall-opens-in-the-zone/' },
  { sl: '/news/tag/poslovna-cona/', en: '/en/news/tag/business-zone/', slToEn: '/en/news/', enToSl: '/news/' },
]

const SHOP_AND_CATCH_ALLS: Family[] = [
  shop('', ''),
  shop('cart/', 'cart/'),
  shop('stoli/', 'chairs/'),
  shop('stoli/product/1/', 'chairs/product/1/'),
  shop('stoli/product/', 'chairs/product/'),
  same('/projects/energy/'),
  // A record seen from its category: the switch leads to the same category (the record's own page is canonical).
  {
    sl: '/projects/energy/soncna-elektrarna-na-strehah-hal/',
    en: '/en/projects/energy/solar-power-plant-on-the-hall-roofs/',
    slToEn: '/en/projects/energy/',
    enToSl: '/projects/energy/',
  },
  same('/events/odprta-vrata/'),
  {
    sl: '/events/odprta-vrata/dan-odprtih-vrat/',
    en: '/en/events/odprta-vrata/open-day/',
    slToEn: '/en/events/odprta-vrata/',
    enToSl: '/events/odprta-vrata/',
  },
  same('/empty-spaces/office/'),
  same('/empty-spaces/land/'),
  { sl: '/empty-spaces/office/1/', en: '/en/empty-spaces/office/5/', slToEn: '/en/empty-spaces/office/', enToSl: '/empty-spaces/office/' },
]

type Errors = ReturnType<typeof collectErrors>

async function expectGoodPage(page: Page, errors: Errors, path: string, lang: 'sl' | 'en') {
  const response = await page.goto(path)
  expect.soft(response?.status(), path).toBe(200)
  await expect.soft(page.locator('html'), path).toHaveAttribute('lang', lang)
  const heading = page.getByRole('heading', { level: 1 })
  await expect.soft(heading, path).toHaveCount(1)
  const h1 = (await heading.first().textContent())?.trim() ?? ''
  expect.soft(h1, path).not.toBe('')
  const title = await page.title()
  expect.soft(title, path).toContain('Rudnik')
  expect.soft(title, path).toContain(h1)
  await hydrated(page)
  await expectAccessible(page).catch((error: Error) => expect.soft(error.message, path).toBe(''))
  expect.soft(errors.take(), path).toEqual([])
}

/** The language switch on `page` leads to `target`, a page that is there. */
async function expectSwitch(page: Page, errors: Errors, to: 'sl' | 'en', target: string) {
  await hydrated(page)
  expect.soft(await switchTo(page, to, target), target).toBe(200)
  expect.soft(errors.take(), target).toEqual([])
}

type Tab = { page: Page; errors: Errors }

/**
 * Runs the jobs on the tabs side by side, each tab taking the next job as soon as its own is done: no tab waits
 * for a slower one (axe takes the longest, and longer on some pages), so the browser always has work in hand.
 */
async function onTabs(tabs: Tab[], jobs: ((tab: Tab) => Promise<void>)[]) {
  const queue = [...jobs]
  await Promise.all(
    tabs.map(async (tab) => {
      for (let job = queue.shift(); job; job = queue.shift()) await job(tab)
    }),
  )
}

/** A family's checks, one job per address: each language's page, then from it the language switch. */
function familyJobs(family: Family): ((tab: Tab) => Promise<void>)[] {
  const prefixed = family.sl.startsWith('/sl/') ? null : `/sl${family.sl}`
  return [
    async ({ page, errors }) => {
      await expectGoodPage(page, errors, family.sl, 'sl')
      await expectSwitch(page, errors, 'en', family.slToEn ?? family.en)
    },
    async ({ page, errors }) => {
      await expectGoodPage(page, errors, family.en, 'en')
      await expectSwitch(page, errors, 'sl', family.enToSl ?? family.sl)
    },
    ...(prefixed ? [({ page, errors }: Tab) => expectGoodPage(page, errors, prefixed, 'sl')] : []),
  ]
}

/** Tabs of one browser context: pages load, hydrate and are audited side by side. */
const TABS = 3

for (const [name, families] of [
  ['sections', SECTIONS],
  ['details', DETAILS],
  ['the shop and the catch-alls', SHOP_AND_CATCH_ALLS],
] as const) {
  test(`every route of ${name}, in both languages, with the language switch`, async ({ page, context }) => {
    test.setTimeout(families.length * 20_000)
    const pages = [page, ...(await Promise.all(Array.from({ length: TABS - 1 }, () => context.newPage())))]
    await onTabs(
      pages.map((tab) => ({ page: tab, errors: collectErrors(tab) })),
      families.flatMap(familyJobs),
    )
  })
}

test('the 404s: an unknown route and an unsupported language are told apart, in both languages', async ({ page }) => {
  const cases: [string, string, string | null][] = [
    ['/no-such-page/', 'Te strani ni mogoče najti', 'This page could not be found'],
    ['/de/about/', 'Te strani ni mogoče najti.', 'This page could not be found.'],
    ['/xx/shop/', 'Te strani ni mogoče najti.', 'This page could not be found.'],
    ['/events/no-such-event/', 'Te strani ni mogoče najti', 'This page could not be found'],
    ['/en/no-such-page/', 'This page could not be found', null],
    ['/en/shop/no-such-category/', 'This page could not be found', null],
  ]
  for (const [path, title, english] of cases) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(title)
    if (english) await expect(page.locator('p[lang=en]'), path).toHaveText(english)
    await expect(page, path).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`))
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expectAccessible(page)
})

test("empty states: 'Space not found.' and no business premises in a category", async ({ page }) => {
  for (const [path, text] of [
    ['/empty-spaces/999/', 'Prostor ni bil najden.'],
    ['/en/empty-spaces/999/', 'Space not found.'],
  ]) {
    expect((await page.goto(path))?.status(), path).toBe(404)
    await hydrated(page)
    await expect(page.getByText(text)).toBeVisible()
  }
  await page.goto('/en/empty-spaces/land/')
  await expect(page.getByText('No business premises are available at the moment.')).toBeVisible()
  await page.goto('/empty-spaces/land/')
  await expect(page.getByText('Trenutno ni prostih poslovnih prostorov.')).toBeVisible()
})

test('content pages have a dark-on-white header; the home page a light-on-dark one', async ({ page }) => {
  const colours = () =>
    page.locator('.site-header').evaluate((header) => {
      const style = getComputedStyle(header)
      return { background: style.backgroundColor, text: getComputedStyle(header.querySelector('.site-header__brand')!).color }
    })
  for (const path of ['/about/', '/en/news/', '/en/shop/']) {
    await page.goto(path)
    expect(await colours(), path).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(28, 35, 33)' })
  }
  await page.goto('/en/')
  expect((await colours()).background).toBe('rgb(16, 32, 29)')
})

test('the footer shows the contact details staff saved, with the opening hours', async ({ page, request }) => {
  for (const lang of ['sl', 'en'] as const) {
    const info = await (await request.get(`/api/v1/info/lang/${lang}/`)).json()
    await page.goto(lang === 'sl' ? '/about/' : '/en/about/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(info.address)).toBeVisible()
    await expect(footer.getByText(info.opening_hours)).toBeVisible()
    await expect(footer.getByRole('link', { name: info.email })).toHaveAttribute('href', `mailto:${info.email}`)
    await expect(footer.getByRole('link', { name: info.phone })).toBeVisible()
  }
})

test('the home page shows the featured events and the latest events in the order staff set', async ({ page, request }) => {
  for (const lang of ['sl', 'en'] as const) {
    const titles = async (path: string) =>
      ((await (await request.get(`/api/v1/events/${path}?lang=${lang}`)).json()) as { title: string }[]).map((event) => event.title)
    await page.goto(lang === 'sl' ? '/' : '/en/')
    for (const [path, name] of [
      ['on-key-events-full/', lang === 'sl' ? 'Izpostavljeni dogodki' : 'Featured events'],
      ['last-events/', lang === 'sl' ? 'Zadnji dogodki' : 'Latest events'],
    ]) {
      const expected = await titles(path)
      const region = page.getByRole('region', { name })
      // A list staff left empty leaves its section out.
      if (expected.length) await expect(region.getByRole('heading', { level: 3 }), `${lang} ${path}`).toHaveText(expected)
      else await expect(region, `${lang} ${path}`).toHaveCount(0)
    }
  }
})

test('sitemap.xml (indexable pages only) and robots.txt; canonical and hreflang both ways; descriptions', async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/en/about/</loc>')
  expect(sitemap).toContain('hreflang="sl"')
  expect(sitemap).toContain('/en/empty-spaces/5/</loc>')
  for (const hidden of ['/login/', '/register/', '/shop/cart/', '/product/</loc>', '/energy/soncna']) expect(sitemap, hidden).not.toContain(hidden)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap:')
  expect(robots).not.toMatch(/login|register/)
  await page.goto('/en/login/')
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex')
  await page.goto('/en/about/')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/about\/$/)
  await expect(page.locator('link[hreflang=sl]')).toHaveAttribute('href', /\/about\/$/)
  await page.goto('/about/')
  await expect(page.locator('link[hreflang=en]')).toHaveAttribute('href', /\/en\/about\/$/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Predstavitev')
  await page.goto('/en/projects/energy/')
  await expect(page.locator('meta[name=description]')).toHaveAttribute(
    'content',
    'Projects of the Rudnik Business Zone in the category Energy: status, completion and phases.',
  )
  await page.goto('/en/shop/chairs/product/')
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/en\/shop\/chairs\/$/)
})

test('content images: width, height, alt, and resized variants in srcset', async ({ page, request }) => {
  await page.goto('/en/news/')
  const image = page.locator('.news-card__image').first()
  await expect(image).toHaveAttribute('width', /^\d+$/)
  await expect(image).toHaveAttribute('height', /^\d+$/)
  expect(await image.getAttribute('alt')).not.toBeNull()
  await expect(image).toHaveAttribute('sizes', /.+/)
  const webp = await page.locator('picture source[type="image/webp"]').first().getAttribute('srcset')
  expect(webp).toMatch(/\/media-sizes\/\w+\/480\.webp 480w/)
  const variant = webp!.split(' ')[0]
  const response = await request.get(variant)
  expect(response.status(), variant).toBe(200)
  expect(response.headers()['content-type']).toContain('image/webp')
})

test('events show their status; projects their status and completion', async ({ page }) => {
  await page.goto('/en/events/')
  await expect(page.getByRole('heading', { name: 'Upcoming events' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Past events' })).toBeVisible()
  await page.goto('/en/projects/')
  await expect(page.locator('progress').first()).toBeVisible()
  await expect(page.getByText('In progress').first()).toBeVisible()
})
