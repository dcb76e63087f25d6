/** One's own account (the person icon in the top bar): a new password and the signed-in devices. */
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { accountMessages } from './account-messages'

export const account: AdminFeature = {
  name: 'account',
  messages: accountMessages,
  routes: [{ path: '/account', title: 'app.account.title', guards: ['i18n', 'is-admin'], Screen: lazy(() => import('./AccountPage')) }],
}
