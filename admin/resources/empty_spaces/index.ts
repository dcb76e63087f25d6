import { editWithImages } from '../../features/images/edit-with-images'
import { imagePanels } from '../../features/images/image-panels'
import type { ResourceOverrides } from '../../app/feature'

export default { edit: editWithImages(imagePanels.empty_spaces) } satisfies ResourceOverrides
