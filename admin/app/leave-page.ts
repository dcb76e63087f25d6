/**
 * The back office leaves for another page (the public site, the login page after a 401) from
 * renders, effects and auth checks, which may all run again before the browser unloads. A second
 * `location.assign` would abort the first navigation under way, so only the first one is made.
 */
let leavingFor: string | null = null

export function leavePage(url: string): void {
  if (leavingFor !== null) return
  leavingFor = url
  window.location.assign(url)
}
