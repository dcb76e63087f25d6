/**
 * Site footer: address, opening hours and contacts as staff saved them in the back office's footer
 * screen (the language's info record, read at build time; the locale's words where a field is
 * empty: the zone's address, Mon–Fri 7:00–15:00 and weekend closed), the menu (the shop and search
 * among its entries), the account links (sign-in and registration, or the account page once signed
 * in), legal links (cookie settings among them), the newsletter box and the copyright.
 */
import { FOOTER_HOURS } from '../../shared/constants'
import { format, useTranslation } from '../i18n'
import { LINKS } from '../paths'
import { SignInLinks } from './AccountSlot'
import { Link } from './Link'
import type { FooterInfo } from '../../shared/pages/types'
import { openCookieSettings } from './CookieBanner'
import { MenuLinks } from './MenuLinks'
import { NewsletterForm } from './NewsletterForm'
import { useSignedIn } from './signed-in'

/** A saved multi-line field: one line per line break. */
const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

export function Footer({ year, info }: { year: string; info: FooterInfo | null }) {
  const { t } = useTranslation()
  const legal = [
    { label: t.nav.information, link: LINKS.information },
    { label: t.nav.video, link: LINKS.video },
    { label: t.nav.terms, link: LINKS.terms },
    { label: t.nav.cookies, link: LINKS.cookies },
    { label: t.nav.accessibility, link: LINKS.accessibility },
  ]
  const signedIn = useSignedIn()
  const address = info?.address ? lines(info.address) : [t.footer.street, t.footer.city, t.footer.country]
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-address">
          <h2 id="footer-address">{t.footer.address_title}</h2>
          <address>
            {[t.site.name, ...address].map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of an address, never reordered
              <span key={index} className="site-footer__line">
                {line}
              </span>
            ))}
            {info?.phone && (
              <span className="site-footer__line">
                {t.footer.phone}: <a href={`tel:${info.phone.replace(/\s/g, '')}`}>{info.phone}</a>
              </span>
            )}
            {info?.email && (
              <span className="site-footer__line">
                {t.footer.email}: <a href={`mailto:${info.email}`}>{info.email}</a>
              </span>
            )}
          </address>
          {info?.location && <p className="site-footer__location">{info.location}</p>}
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours">{t.footer.hours_title}</h2>
          {info?.opening_hours ? (
            <p className="opening-hours">
              {lines(info.opening_hours).map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed lines of an address, never reordered
                <span key={index} className="site-footer__line">
                  {line}
                </span>
              ))}
            </p>
          ) : (
            <dl className="opening-hours">
              <div>
                <dt>{t.footer.weekdays}</dt>
                <dd>
                  {FOOTER_HOURS.weekdays.from}–{FOOTER_HOURS.weekdays.to}
                </dd>
              </div>
              <div>
                <dt>{t.footer.weekend}</dt>
                <dd>{t.footer[FOOTER_HOURS.weekend]}</dd>
              </div>
            </dl>
          )}
        </section>
        <nav aria-labelledby="footer-menu">
          <h2 id="footer-menu">{t.footer.menu_title}</h2>
          <MenuLinks />
        </nav>
        <nav aria-labelledby="footer-account">
          <h2 id="footer-account">{t.footer.account_title}</h2>
          {signedIn ? (
            <ul className="menu-links">
              <li>
                <Link to={LINKS.account}>{t.nav.account}</Link>
              </li>
            </ul>
          ) : (
            <SignInLinks className="menu-links" />
          )}
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal">{t.footer.legal_title}</h2>
          <ul className="menu-links">
            {legal.map((entry) => (
              <li key={entry.link}>
                <Link to={entry.link}>{entry.label}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={openCookieSettings}>
                {t.cookies.settings}
              </button>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">{t.footer.newsletter_title}</h2>
          <NewsletterForm />
        </section>
      </div>
      <p className="container site-footer__copyright">{format(t.footer.copyright, { year })}</p>
    </footer>
  )
}
