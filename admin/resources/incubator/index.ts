import { lazy } from 'react'
import type { ResourceOverrides } from '../../app/feature'

export default { list: lazy(() => import('./IncubatorList')) } satisfies ResourceOverrides
