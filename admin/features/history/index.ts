/**
 * A record's history, in the generated edit form (generic/GenericEdit.tsx places HistoryButton):
 * its revisions, two compared, one restored. No screen of its own: it brings its words.
 */
import type { AdminFeature } from '../../app/feature'
import { historyMessages } from './history-messages'

export const history: AdminFeature = { name: 'history', messages: historyMessages }
