/**
 * The menu of spec section 2: an Information group (presentation, projects, events, entrepreneurs
 * catalogue, gallery), then incubator, business real estate, news and contact (the team page); then
 * what visitors looked for in vain outside the footer: events at the top level too (the group is
 * closed on a phone), the shop and search. The header shows the group as a disclosure button; the
 * footer lists every entry flat, once.
 */
import { useEffect, useRef, useState } from 'react'
import { useTranslation, type Messages } from '../i18n'
import { HOME_LINK, LINKS, newsLinks, shopLinks } from '../paths'
import { Link } from './Link'

export type Section =
  | 'home'
  | 'news'
  | 'about'
  | 'projects'
  | 'events'
  | 'entrepreneurs'
  | 'gallery'
  | 'incubator'
  | 'spaces'
  | 'contact'
  | 'shop'
  | 'search'
  | 'other'

interface Entry {
  id: Section
  label: string
  link: string
  /** Only under a language prefix (the shop). */
  prefixed?: boolean
}

const groupEntries = (t: Messages): Entry[] => [
  { id: 'about', label: t.nav.about, link: LINKS.about },
  { id: 'projects', label: t.nav.projects, link: LINKS.projects },
  { id: 'events', label: t.nav.events, link: LINKS.events },
  { id: 'entrepreneurs', label: t.nav.entrepreneurs, link: LINKS.entrepreneurs },
  { id: 'gallery', label: t.nav.gallery, link: LINKS.gallery },
]

const mainEntries = (t: Messages): Entry[] => [
  { id: 'incubator', label: t.nav.incubator, link: LINKS.incubator },
  { id: 'spaces', label: t.nav.spaces, link: LINKS.emptySpaces },
  { id: 'news', label: t.nav.news, link: newsLinks.page() },
  { id: 'contact', label: t.nav.contact, link: LINKS.employees },
  { id: 'events', label: t.nav.events, link: LINKS.events },
  { id: 'shop', label: t.nav.shop, link: shopLinks.home, prefixed: true },
  { id: 'search', label: t.nav.search, link: LINKS.search },
]

function EntryLink({ entry, section }: { entry: Entry; section?: Section }) {
  return (
    <Link to={entry.link} prefixed={entry.prefixed} aria-current={entry.id === section ? 'page' : undefined}>
      {entry.label}
    </Link>
  )
}

/** Footer: every entry once, home first. */
export function MenuLinks({ section }: { section?: Section }) {
  const { t } = useTranslation()
  const all: Entry[] = [{ id: 'home', label: t.nav.home, link: HOME_LINK }, ...groupEntries(t), ...mainEntries(t)]
  const entries = all.filter((entry, index) => all.findIndex((other) => other.link === entry.link) === index)
  return (
    <ul className="menu-links">
      {entries.map((entry) => (
        <li key={entry.id}>
          <EntryLink entry={entry} section={section} />
        </li>
      ))}
    </ul>
  )
}

/**
 * Header: the Information group as a disclosure, then the rest. The group closes when a link in it
 * is followed, on Escape (focus returns to its button), when focus leaves it, and on a click or tap
 * outside it.
 */
export function HeaderMenu({ section, pathname }: { section?: Section; pathname: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const groupItem = useRef<HTMLLIElement>(null)
  const group = groupEntries(t)
  const inGroup = group.some((entry) => entry.id === section)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever the page changes
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!groupItem.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open])
  return (
    <ul className="menu-links menu-links--header">
      <li
        ref={groupItem}
        className="menu-group"
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation()
            setOpen(false)
            button.current?.focus()
          }
        }}
        onBlur={(event) => {
          // relatedTarget is where focus goes; null when it leaves the page or goes nowhere focusable.
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
        }}
      >
        <button
          ref={button}
          type="button"
          className={inGroup ? 'menu-group__button menu-group__button--current' : 'menu-group__button'}
          aria-expanded={open}
          aria-controls="menu-group-information"
          onClick={() => setOpen((value) => !value)}
        >
          {t.nav.information_group}
          <span className="menu-group__caret" aria-hidden="true" />
        </button>
        <ul id="menu-group-information" className={open ? 'menu-group__list menu-group__list--open' : 'menu-group__list'}>
          {group.map((entry) => (
            <li key={entry.id}>
              <EntryLink entry={entry} section={section} />
            </li>
          ))}
        </ul>
      </li>
      {mainEntries(t).map((entry) => (
        <li key={entry.id}>
          <EntryLink entry={entry} section={section} />
        </li>
      ))}
    </ul>
  )
}
