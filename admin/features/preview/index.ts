/**
 * The Predogled button of the generated forms (generic/GenericForm.tsx places PreviewButton): the
 * form's values shown as the public page, and share links. No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { previewMessages } from './preview-messages'

export const preview: AdminFeature = { name: 'preview', messages: previewMessages }
