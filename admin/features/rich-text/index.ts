/**
 * The rich-text editor of the generated forms (generic/FieldInput.tsx places LazyRichTextInput, its
 * own chunk): links, pictures from the media library. No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { tiptapMessages } from './tiptap-messages'

export const richText: AdminFeature = { name: 'rich-text', messages: tiptapMessages }
