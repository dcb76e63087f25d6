import { lazy } from 'react'
import type { ResourceOverrides } from '../../generic/resource-props'

export default { list: lazy(() => import('./IncubatorList')) } satisfies ResourceOverrides
