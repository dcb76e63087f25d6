/**
 * Two people on one record (generic/DraftKeeper.tsx places EditSafety): who else edits it, a save
 * over another's changes answered by a comparison. No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { concurrencyMessages } from './concurrency-messages'

export const concurrency: AdminFeature = { name: 'concurrency', messages: concurrencyMessages }
