/**
 * The back office as shipped (admin/features.ts) plus one route that names a guard no guard answers
 * to: what the spec's fail-closed rule is about ('Unknown middleware', app/guards.tsx). Built and
 * served by the spec that needs it (serve.ts), never part of admin/dist.
 */
import { lazy } from 'react'
import type { AdminFeature } from '../../../admin/app/feature'
import { startBackOffice } from '../../../admin/app/start'
import { features } from '../../../admin/features'

const unknownGuard: AdminFeature = {
  name: 'unknown-guard',
  routes: [
    {
      path: '/unknown-middleware',
      title: 'app.errors.unknown_middleware',
      guards: ['i18n', 'is-admin', 'no-such-guard'],
      // a real screen behind it: the test checks that it never opens
      Screen: lazy(() => import('../../../admin/features/settings/SettingsPage')),
    },
  ],
}

startBackOffice([...features, unknownGuard])
