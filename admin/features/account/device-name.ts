/**
 * A short name for a signed-in device from its User-Agent: 'Chrome on Windows', 'Firefox on
 * Android'; '' when nothing is recognised (the screen says "unknown device").
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
]

export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return ''
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? userAgent.slice(0, 60)
}
