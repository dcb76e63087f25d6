/**
 * The edit screen with a pictures panel, as a resource override; its code loads on first use
 * (admin/resources/<name>/index.ts are read eagerly, so they import only this).
 *
 *   // admin/resources/events/index.ts
 *   export default { edit: editWithImages(imagePanels.events) } satisfies ResourceOverrides
 */
import { createElement, lazy } from 'react'
import type { ImagePanelOptions } from './image-panels'

const EditWithImages = lazy(() => import('./EditWithImages'))

export const editWithImages = (options: ImagePanelOptions) => {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per declaration when the resources are registered, never during a render
  const Edit = () => createElement(EditWithImages, { options })
  return Edit
}
