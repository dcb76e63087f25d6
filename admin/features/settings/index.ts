/** The back office's own settings (the gear in the top bar): sidebar and highlight colours. */
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { settingsMessages } from './settings-messages'

export const settings: AdminFeature = {
  name: 'settings',
  messages: settingsMessages,
  routes: [{ path: '/settings', title: 'app.settings.title', guards: ['i18n', 'is-admin'], Screen: lazy(() => import('./SettingsPage')) }],
}
