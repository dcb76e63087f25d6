/**
 * Accessibility: the public site's audit report and the accessibility statement (for the
 * `accessibility` scope), the edit form's findings and the dashboard's review reminder.
 */
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew'
import GavelIcon from '@mui/icons-material/Gavel'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { accessibilityMessages } from './accessibility-messages'

const guards = ['i18n', 'is-admin', 'scope:accessibility']
const shown = () => holds('accessibility')

export const accessibility: AdminFeature = {
  name: 'accessibility',
  messages: accessibilityMessages,
  routes: [
    { path: '/accessibility', title: 'app.accessibility.report', guards, Screen: lazy(() => import('./AccessibilityReportPage')) },
    { path: '/accessibility-statement', title: 'app.accessibility.statement', guards, Screen: lazy(() => import('./StatementPage')) },
  ],
  menu: [
    { to: '/accessibility', label: 'app.accessibility.report', Icon: AccessibilityNewIcon, shown },
    { to: '/accessibility-statement', label: 'app.accessibility.statement', Icon: GavelIcon, shown },
  ],
  // loaded for those who see it (it asks the API for the statement's last review)
  dashboard: [{ Card: lazy(() => import('./StatementReviewReminder').then((m) => ({ default: m.StatementReviewReminder }))), shown }],
}
