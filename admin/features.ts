/**
 * The back office's features, in order: the sidebar shows their entries in this order, and the app
 * registers their resources and routes (App.tsx). A new back-office feature is one folder,
 * admin/features/<name>/, whose index.ts exports what it brings (app/feature.ts), and one line here.
 *
 *   features.flatMap((feature) => feature.menu ?? [])    -> the sidebar, top to bottom
 *   features.flatMap((feature) => feature.routes ?? [])  -> the screens inside the layout
 */
import type { AdminFeature } from './app/feature'
import { accessibility } from './features/accessibility'
import { account } from './features/account'
import { audit } from './features/audit'
import { content } from './features/content'
import { mail } from './features/mail'
import { password } from './features/password'
import { privacy } from './features/privacy'
import { settings } from './features/settings'
import { team } from './features/team'
import { translations } from './features/translations'

export const features: readonly AdminFeature[] = [content, team, translations, audit, mail, privacy, accessibility, account, settings, password]
