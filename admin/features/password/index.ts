/**
 * The pages of the mailed links, for the signed-out: asking for a reset link, and setting a password
 * from an invitation or reset link. Small and shown before any login: loaded with the app, not lazily.
 */
import type { AdminFeature } from '../../app/feature'
import { ForgotPasswordPage } from './ForgotPasswordPage'
import { SetPasswordPage } from './SetPasswordPage'
import { passwordMessages } from './password-messages'

export const password: AdminFeature = {
  name: 'password',
  messages: passwordMessages,
  publicRoutes: [
    { path: '/forgot-password', title: 'app.password_reset.request_title', guards: ['i18n'], Screen: ForgotPasswordPage },
    { path: '/password-reset', title: 'app.password_reset.set_title', guards: ['i18n'], Screen: SetPasswordPage },
  ],
}
