import { lazy } from 'react'
import { editWithImages } from '../../features/images/edit-with-images'
import { imagePanels } from '../../features/images/image-panels'
import type { ResourceOverrides } from '../../app/feature'

/** Besides its edit screen with pictures: the spec's /admin/key (featured events, latest events' order). */
export default {
  edit: editWithImages(imagePanels.events),
  routes: [
    { path: '/key', title: 'app.key.title', guards: ['i18n', 'is-admin', 'scope:events'], Screen: lazy(() => import('./KeyPage')) },
    { path: '/key/:id', title: 'app.key.edit', guards: ['i18n', 'is-admin', 'scope:events'], Screen: lazy(() => import('./KeyEditPage')) },
  ],
} satisfies ResourceOverrides
