/**
 * The sidebar's look, chosen on the settings screen and kept in localStorage. Only the spec's
 * names are accepted (section 2); anything else stored or passed falls back to the default.
 *
 *   saveAppearance({ sidebar: 'green', active: 'warning' })
 *   loadAppearance()  -> { sidebar: 'green', active: 'warning' }
 *   sidebarColours.green.background -> '#2e7d32'  (white text on it meets WCAG AA 4.5:1)
 */
export const SIDEBAR_COLOURS = ['blue', 'azure', 'green', 'orange', 'red', 'purple', 'black'] as const
export const ACTIVE_COLOURS = ['primary', 'info', 'success', 'warning', 'danger'] as const

export type SidebarColour = (typeof SIDEBAR_COLOURS)[number]
export type ActiveColour = (typeof ACTIVE_COLOURS)[number]

export interface Appearance {
  sidebar: SidebarColour
  active: ActiveColour
}

export const DEFAULT_APPEARANCE: Appearance = { sidebar: 'blue', active: 'primary' }
export const APPEARANCE_KEY = 'admin-appearance'

/** Sidebar backgrounds; each keeps white text at 4.5:1 or more. */
export const sidebarColours: Record<SidebarColour, string> = {
  blue: '#1f4e79',
  azure: '#0a6a96',
  green: '#2e6b30',
  orange: '#a84300',
  red: '#b3261e',
  purple: '#6a1b9a',
  black: '#212121',
}

/** The active entry: a light band with text in a dark shade of the colour (>= 4.5:1 on it). */
export const activeColours: Record<ActiveColour, { band: string; text: string }> = {
  primary: { band: '#ffffff', text: '#1f4e79' },
  info: { band: '#e1f5fe', text: '#01579b' },
  success: { band: '#e8f5e9', text: '#1b5e20' },
  warning: { band: '#fff3e0', text: '#8a3a00' },
  danger: { band: '#ffebee', text: '#9b1c1c' },
}

export const isSidebarColour = (value: unknown): value is SidebarColour => SIDEBAR_COLOURS.includes(value as SidebarColour)
export const isActiveColour = (value: unknown): value is ActiveColour => ACTIVE_COLOURS.includes(value as ActiveColour)

/** Keeps the accepted parts of `value`; every other part is the default. */
export function toAppearance(value: unknown): Appearance {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  return {
    sidebar: isSidebarColour(raw.sidebar) ? raw.sidebar : DEFAULT_APPEARANCE.sidebar,
    active: isActiveColour(raw.active) ? raw.active : DEFAULT_APPEARANCE.active,
  }
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

export function loadAppearance(): Appearance {
  try {
    return toAppearance(JSON.parse(storage()?.getItem(APPEARANCE_KEY) ?? 'null'))
  } catch {
    return DEFAULT_APPEARANCE
  }
}

/** Refuses (throws) a colour outside the lists, so nothing else is ever stored. */
export function saveAppearance(appearance: Appearance): void {
  if (!isSidebarColour(appearance.sidebar)) throw new Error(`Unknown sidebar colour '${appearance.sidebar}'`)
  if (!isActiveColour(appearance.active)) throw new Error(`Unknown active colour '${appearance.active}'`)
  storage()?.setItem(APPEARANCE_KEY, JSON.stringify({ sidebar: appearance.sidebar, active: appearance.active }))
  window.dispatchEvent(new Event(APPEARANCE_KEY))
}
