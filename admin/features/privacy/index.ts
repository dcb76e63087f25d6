/** Personal data: everything stored about one e-mail address, exported as JSON or erased; for the `privacy` scope. */
import PrivacyTipIcon from '@mui/icons-material/PrivacyTip'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { privacyMessages } from './privacy-messages'

export const privacy: AdminFeature = {
  name: 'privacy',
  messages: privacyMessages,
  routes: [{ path: '/privacy', title: 'app.privacy.title', guards: ['i18n', 'is-admin', 'scope:privacy'], Screen: lazy(() => import('./PrivacyPage')) }],
  menu: [{ to: '/privacy', label: 'app.privacy.title', Icon: PrivacyTipIcon, shown: () => holds('privacy') }],
}
