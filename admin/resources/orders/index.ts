import { lazy } from 'react'
import type { ResourceOverrides } from '../../app/feature'

/** No create: orders are placed from the site's cart (POST orders/), priced by the server. */
export default { create: undefined, edit: lazy(() => import('./OrderEdit')) } satisfies ResourceOverrides
