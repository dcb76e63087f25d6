import { lazy } from 'react'
import type { ResourceOverrides } from '../../generic/resource-props'

/** The spec's /admin/work: the team's work, employees by department. */
export default {
  routes: [
    { path: '/work', guards: ['i18n', 'is-admin', 'scope:employees'], Screen: lazy(() => import('../../pages/WorkPage')) },
    { path: '/work/:id', guards: ['i18n', 'is-admin', 'scope:employees'], Screen: lazy(() => import('../../pages/WorkEditPage')) },
  ],
} satisfies ResourceOverrides
