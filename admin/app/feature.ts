/**
 * What a back-office feature brings (admin/features/<name>/index.ts), and what the shell reads
 * from the ordered list of them (admin/features.ts): react-admin resources, screens inside the
 * layout, screens for the signed-out, sidebar entries, start-page cards, words. Types only, importing nothing of the
 * app: any module may name them without joining an import circle.
 *
 *   export const mail: AdminFeature = {
 *     name: 'mail',
 *     routes: [{ path: '/mail-outbox', title: 'app.mail.title', guards: ['i18n', 'is-admin', 'scope:mail'], Screen: lazy(...) }],
 *     menu: [{ to: '/mail-outbox', label: 'app.mail.title', Icon: OutboxIcon, shown: () => holds('mail') }],
 *   }
 */
import type { ComponentType } from 'react'
import type { ResourceProps } from 'react-admin'
import type { Language } from '../../shared/languages'

/** A screen outside react-admin's resource routes, with the guards it runs (app/guards.tsx). */
export interface AdminRoute {
  path: string
  /** The translation key of the screen's title (app bar and document title: layout/useRouteTitle.ts). */
  title: string
  guards: readonly string[]
  Screen: ComponentType
}

/** One sidebar entry (layout/AppMenu.tsx). */
export interface MenuEntry {
  to: string
  /** Translation key of the label, with its options ({ smart_count: 2 } for a resource's plural). */
  label: string
  labelOptions?: Record<string, unknown>
  Icon: ComponentType
  /** Whether the signed-in account sees it; asked at each render, since the account can change. */
  shown: () => boolean
}

/** A card on the start page (Dashboard.tsx), above the site's publishing state. */
export interface DashboardCard {
  Card: ComponentType
  /** Whether the signed-in account sees it; asked at each render. */
  shown: () => boolean
}

export interface AdminFeature {
  name: string
  /** One <Resource> each (react-admin's list/create/edit/show routes). */
  resources?: readonly ResourceProps[]
  /** Screens inside the layout, each behind its guards. */
  routes?: readonly AdminRoute[]
  /** Screens for the signed-out (the mailed links' pages): no layout, no login check. */
  publicRoutes?: readonly AdminRoute[]
  /** Sidebar entries, in the order the sidebar shows them. */
  menu?: readonly MenuEntry[]
  /** Cards on the start page, in this order. */
  dashboard?: readonly DashboardCard[]
  /** Its words in each language, merged into the app's messages (i18n/i18n-provider.ts). */
  messages?: Record<Language, Record<string, unknown>>
}

/**
 * What admin/resources/<declaration name>/index.ts default-exports: the generated <Resource> props it
 * replaces, and `routes`, screens of their own that belong to the declaration (the spec's /admin/key
 * for events): a build without the declaration has none of them (registry/build-contents.ts).
 */
export type ResourceOverrides = Partial<Omit<ResourceProps, 'name'>> & { routes?: readonly AdminRoute[] }
