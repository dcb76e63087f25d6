/**
 * The edit screen of a record with pictures: the generated form (with its links to related
 * screens), then the pictures panel. Used by admin/resources/<name>/index.ts.
 *
 *   export default { edit: editWithImages(imagePanels.events) } satisfies ResourceOverrides  (edit-with-images.ts)
 */
import { GenericEdit } from '../../generic/GenericEdit'
import type { ImagePanelOptions } from './image-panels'
import { ImagesPanel } from './ImagesPanel'

export const EditWithImages = ({ options }: { options: ImagePanelOptions }) => (
  <GenericEdit>
    <ImagesPanel options={options} />
  </GenericEdit>
)

export default EditWithImages
