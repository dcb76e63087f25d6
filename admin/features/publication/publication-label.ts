/**
 * A publication state in words (shared/publication-state.ts): "Osnutek", "Načrtovano za 01.12.2026
 * 10:00", "Objavljeno", "Objavljeno do ...", "Umaknjeno ob ..." (publication-messages.ts).
 */
import { formatDisplayWallTime } from '../../../shared/dates'
import type { PublicationState } from '../../../shared/publication-state'

type Translate = (key: string, options?: Record<string, unknown>) => string

export function publicationLabel(state: PublicationState, translate: Translate): string {
  const key = state.name === 'published' && state.at ? 'published_until' : state.name
  return translate(`app.publication.${key}`, { date: formatDisplayWallTime(state.at) })
}
