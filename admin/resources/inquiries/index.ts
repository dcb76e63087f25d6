import { lazy } from 'react'
import type { ResourceOverrides } from '../../app/feature'

export default {
  list: lazy(() => import('./InquiryList')),
  show: lazy(() => import('./InquiryShow')),
  create: undefined,
  edit: undefined,
} satisfies ResourceOverrides
