import { TEXT_ELLIPSIS_LENGTH } from './constants'

export const ELLIPSIS = '...'

export interface Truncated {
  /** What to show. */
  text: string
  /** True when `text` is shorter than the original; show `full` in a tooltip then. */
  truncated: boolean
  full: string
}

/**
 * Spec section 5: only a text longer than 10 characters is cut, to its first `maxLength`
 * characters (default 10) plus an ellipsis; the full text goes to a tooltip.
 * The threshold is the spec's constant, not `maxLength`.
 */
export function truncateText(value: string | null | undefined, maxLength = TEXT_ELLIPSIS_LENGTH): Truncated {
  const full = value ?? ''
  const characters = Array.from(full) // count letters, not UTF-16 units: 'č' and emoji are one each
  if (characters.length <= TEXT_ELLIPSIS_LENGTH || characters.length <= maxLength) {
    return { text: full, truncated: false, full }
  }
  return { text: characters.slice(0, maxLength).join('') + ELLIPSIS, truncated: true, full }
}
