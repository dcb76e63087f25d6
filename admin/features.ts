/**
 * The back office's features, in order: the sidebar shows their entries in this order, and the app
 * registers their resources and routes and merges their words (App.tsx, i18n/i18n-provider.ts). A new
 * back-office feature is one folder, admin/features/<name>/, whose index.ts exports what it brings
 * (app/feature.ts), and one line here.
 *
 *   features.flatMap((feature) => feature.menu ?? [])    -> the sidebar, top to bottom
 *   features.flatMap((feature) => feature.routes ?? [])  -> the screens inside the layout
 */
import type { AdminFeature } from './app/feature'
import { accessibility } from './features/accessibility'
import { account } from './features/account'
import { audit } from './features/audit'
import { concurrency } from './features/concurrency'
import { content } from './features/content'
import { history } from './features/history'
import { images } from './features/images'
import { mail } from './features/mail'
import { password } from './features/password'
import { preview } from './features/preview'
import { privacy } from './features/privacy'
import { publication } from './features/publication'
import { richText } from './features/rich-text'
import { settings } from './features/settings'
import { team } from './features/team'
import { translations } from './features/translations'

export const features: readonly AdminFeature[] = [
  content,
  team,
  translations,
  audit,
  mail,
  privacy,
  accessibility,
  account,
  settings,
  password,
  // parts of the generated screens, with no screen of their own
  history,
  preview,
  publication,
  concurrency,
  images,
  richText,
]
