/**
 * Adds entries to a null-prototype catalog that features fill at start (messages, service rules, OpenAPI
 * schemas): the same entry again changes nothing (tests build many apps in one process), a different one under
 * a name already taken is a mistake of the feature list, thrown at start.
 */
export function addOnce<T>(catalog: Record<string, T>, entries: Record<string, T>, what: (name: string) => string) {
  for (const [name, entry] of Object.entries(entries)) {
    if (name in catalog && catalog[name] !== entry) throw new Error(`${what(name)} is brought twice`)
    catalog[name] = entry
  }
}
