/**
 * Whether a stored text quotes one e-mail address as a whole address. The stores' LIKE '%address%'
 * (find.ts) only narrows the rows: "e@gmail.com" is inside "jane@gmail.com", and an export or erase
 * for the one must never reach the other's rows. So a match counts only when the characters around
 * it cannot belong to the same address: nothing of a local part before it, nothing of a domain after.
 */
const LOCAL_PART = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]/
const DOMAIN = /[a-z0-9-]/

/** A JSON string's escape (\n, \t, \r, \") before the address is a boundary, though its letter is not. */
function boundaryBefore(text: string, at: number): boolean {
  if (at === 0) return true
  const char = text[at - 1]
  if (!LOCAL_PART.test(char)) return true
  return /[ntr"]/.test(char) && text[at - 2] === '\\'
}

function boundaryAfter(text: string, end: number): boolean {
  const char = text[end]
  if (char === undefined) return true
  if (char === '.') return !DOMAIN.test(text[end + 1] ?? '') // the end of a sentence, not a longer domain
  return !DOMAIN.test(char)
}

export function mentionsAddress(value: unknown, address: string): boolean {
  if (typeof value !== 'string') return false
  const text = value.toLowerCase()
  for (let at = text.indexOf(address); at !== -1; at = text.indexOf(address, at + 1)) {
    if (boundaryBefore(text, at) && boundaryAfter(text, at + address.length)) return true
  }
  return false
}
