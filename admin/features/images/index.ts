/**
 * Pictures of a record, in a panel under its edit form (upload several, order, main picture,
 * descriptions): admin/resources/<name>/index.ts put it on their edit screens with editWithImages.
 * No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { imagesMessages } from './images-messages'

export const images: AdminFeature = { name: 'images', messages: imagesMessages }
