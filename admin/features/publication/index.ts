/**
 * A record's publication state where editors look (the generated list's column and form,
 * generic/FieldColumn.tsx and GenericForm.tsx). No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { publicationMessages } from './publication-messages'

export const publication: AdminFeature = { name: 'publication', messages: publicationMessages }
