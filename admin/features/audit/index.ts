/** The audit log: who changed what, one entry's values, a CSV export; for the `audit` scope. */
import HistoryEduIcon from '@mui/icons-material/HistoryEdu'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { auditMessages } from './audit-messages'

const guards = ['i18n', 'is-admin', 'scope:audit']

export const audit: AdminFeature = {
  name: 'audit',
  messages: auditMessages,
  routes: [
    { path: '/audit-log', title: 'app.audit.title', guards, Screen: lazy(() => import('./AuditLogPage')) },
    { path: '/audit-log/:id', title: 'app.audit.title', guards, Screen: lazy(() => import('./AuditEntryPage')) },
  ],
  menu: [{ to: '/audit-log', label: 'app.audit.title', Icon: HistoryEduIcon, shown: () => holds('audit') }],
}
