import { lazy } from 'react'
import type { ResourceOverrides } from '../../app/feature'

/** The spec's /admin/footer: the public footer, kept on each language's information record. */
export default {
  routes: [{ path: '/footer', title: 'app.footer.title', guards: ['i18n', 'is-admin', 'scope:info'], Screen: lazy(() => import('./FooterPage')) }],
} satisfies ResourceOverrides
