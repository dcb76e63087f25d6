/** One's own account (the person icon in the top bar): a new password and the signed-in devices. */
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'

export const account: AdminFeature = {
  name: 'account',
  routes: [{ path: '/account', title: 'app.account.title', guards: ['i18n', 'is-admin'], Screen: lazy(() => import('./AccountPage')) }],
}
