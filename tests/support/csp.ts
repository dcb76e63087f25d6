/**
 * Reads a Content-Security-Policy header the way browsers do (directives split on ';', the first
 * of a repeated directive wins, names case-insensitive) and says what in it would let a script
 * other than the site's own files run: used instead of matching substrings, which pass
 * `'unsafe-inline'`, a wildcard or a missing directive.
 *
 *   scriptPolicyProblems("default-src 'self'; script-src 'self' 'unsafe-inline'") -> ["script-src allows 'unsafe-inline'"]
 */

export function parsePolicy(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/).filter(Boolean)
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

/** The sources that apply to `directive`, following CSP's fallbacks; undefined when nothing restricts it. */
function effective(policy: Map<string, string[]>, directive: string): { from: string; sources: string[] } | undefined {
  const chain = directive === 'script-src' ? ['script-src', 'default-src'] : [directive, 'script-src', 'default-src']
  const from = chain.find((name) => policy.has(name))
  return from ? { from, sources: policy.get(from)! } : undefined
}

/**
 * Problems (empty when none) of a policy that must allow scripts from the site's own files only:
 * plus exactly the inline scripts whose hashes are `pageHashes` (sources as `'sha256-...'`).
 * Elements, inline event handlers and the base URI (a `<base>` would move relative script URLs)
 * are all checked, and plugins must be off.
 */
export function scriptPolicyProblems(header: string, pageHashes: string[] = []): string[] {
  const policy = parsePolicy(header)
  const problems: string[] = []
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr']) {
    const applied = effective(policy, directive)
    if (!applied) {
      problems.push(`nothing restricts ${directive}: any script runs`)
      continue
    }
    for (const source of applied.sources) {
      const lower = source.toLowerCase()
      if (lower === "'self'" || lower === "'none'" || lower === "'report-sample'") continue
      if (/^'sha(256|384|512)-/.test(lower) && pageHashes.includes(source)) continue
      problems.push(`${applied.from} allows ${source}${directive === applied.from ? '' : ` (for ${directive})`}`)
    }
  }
  const objects = policy.get('object-src') ?? policy.get('default-src')
  if (objects?.length !== 1 || objects[0] !== "'none'") problems.push(`object-src is ${objects ? objects.join(' ') : 'unrestricted'}, not 'none'`)
  const base = policy.get('base-uri')
  if (!base?.every((s) => s === "'self'" || s === "'none'")) problems.push(`base-uri is ${base ? base.join(' ') : 'unrestricted'}`)
  return [...new Set(problems)]
}
