/** The staff team (accounts/users/, no declaration): a react-admin resource for the `users` scope. */
import GroupIcon from '@mui/icons-material/Group'
import { lazy } from 'react'
import type { AdminFeature } from '../../app/feature'
import { holds, USERS_RESOURCE } from '../../auth/permissions'
import { scopedScreens } from '../../generic/ScopedScreen'
import { teamMessages } from './team-messages'

// generic/ScopedScreen.tsx: a 403 page for those without the scope
const screens = scopedScreens(USERS_RESOURCE, {
  list: lazy(() => import('./TeamList').then((m) => ({ default: m.TeamList }))),
  create: lazy(() => import('./TeamCreate').then((m) => ({ default: m.TeamCreate }))),
  edit: lazy(() => import('./TeamEdit').then((m) => ({ default: m.TeamEdit }))),
})

export const team: AdminFeature = {
  name: 'team',
  messages: teamMessages,
  resources: [{ name: USERS_RESOURCE, ...screens }],
  menu: [{ to: `/${USERS_RESOURCE}`, label: 'app.team.title', Icon: GroupIcon, shown: () => holds(USERS_RESOURCE) }],
}
