import { editWithImages } from '../../generic/images/edit-with-images'
import { imagePanels } from '../../generic/images/image-panels'
import type { ResourceOverrides } from '../../generic/resource-props'

export default { edit: editWithImages(imagePanels.products) } satisfies ResourceOverrides
