/** The mail outbox: every mail the site sent or still holds, with its state and attempts; for the `mail` scope. */
import OutboxIcon from '@mui/icons-material/Outbox'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { mailMessages } from './mail-messages'

export const mail: AdminFeature = {
  name: 'mail',
  messages: mailMessages,
  routes: [{ path: '/mail-outbox', title: 'app.mail.title', guards: ['i18n', 'is-admin', 'scope:mail'], Screen: lazy(() => import('./MailOutboxPage')) }],
  menu: [{ to: '/mail-outbox', label: 'app.mail.title', Icon: OutboxIcon, shown: () => holds('mail') }],
}
