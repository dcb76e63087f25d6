import { lazy } from 'react'
import type { ResourceOverrides } from '../../generic/resource-props'

export default {
  list: lazy(() => import('./InquiryList')),
  show: lazy(() => import('./InquiryShow')),
  create: undefined,
  edit: undefined,
} satisfies ResourceOverrides
