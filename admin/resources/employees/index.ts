import { lazy } from 'react'
import type { ResourceOverrides } from '../../app/feature'

/** The spec's /admin/work: the team's work, employees by department. */
export default {
  routes: [
    { path: '/work', title: 'app.work.title', guards: ['i18n', 'is-admin', 'scope:employees'], Screen: lazy(() => import('./WorkPage')) },
    { path: '/work/:id', title: 'app.work.edit', guards: ['i18n', 'is-admin', 'scope:employees'], Screen: lazy(() => import('./WorkEditPage')) },
  ],
} satisfies ResourceOverrides
