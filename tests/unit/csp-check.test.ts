/** The CSP reader the tests use (tests/support/csp.ts) fails the policies that would let an injected script run. */
import { describe, expect, it } from 'vitest'
import { parsePolicy, scriptPolicyProblems } from '../support/csp'

const SITE = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'; base-uri 'self'"
const HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"

describe('scriptPolicyProblems', () => {
  it("passes a policy that allows the site's own files only (style-src's unsafe-inline is not about scripts)", () => {
    expect(scriptPolicyProblems(SITE)).toEqual([])
    expect(scriptPolicyProblems(SITE.replace("script-src 'self'", `script-src 'self' ${HASH}`), [HASH])).toEqual([])
  })

  it.each([
    ["script-src 'self' 'unsafe-inline'", "script-src allows 'unsafe-inline'"],
    ["script-src 'self' 'UNSAFE-INLINE'", "script-src allows 'UNSAFE-INLINE'"],
    ['script-src *', 'script-src allows *'],
    ["script-src 'self' https:", 'script-src allows https:'],
    ["script-src 'self' data:", 'script-src allows data:'],
    ["script-src 'self' cdn.example.com", 'script-src allows cdn.example.com'],
    ["script-src 'self' 'nonce-abc'", "script-src allows 'nonce-abc'"],
    ["script-src 'self' 'unsafe-eval'", "script-src allows 'unsafe-eval'"],
    [`script-src 'self' ${HASH}`, `script-src allows ${HASH}`], // a hash of no script on this page
  ])('fails %s', (directive, problem) => {
    expect(scriptPolicyProblems(SITE.replace("script-src 'self'", directive))).toContain(problem)
  })

  it('follows the fallbacks: no script-src means default-src, script-src-elem and -attr their own', () => {
    expect(scriptPolicyProblems("default-src * ; object-src 'none'; base-uri 'self'")).toContain('default-src allows * (for script-src)')
    expect(scriptPolicyProblems(`${SITE}; script-src-attr 'unsafe-inline'`)).toContain("script-src-attr allows 'unsafe-inline'")
    expect(scriptPolicyProblems(`${SITE}; script-src-elem 'self' 'unsafe-inline'`)).toContain("script-src-elem allows 'unsafe-inline'")
    expect(scriptPolicyProblems("style-src 'self'")).toContain('nothing restricts script-src: any script runs')
  })

  it('reads the first of a repeated directive, as browsers do, and wants plugins off and the base fixed', () => {
    expect(scriptPolicyProblems(`${SITE}; script-src *`)).toEqual([])
    expect(scriptPolicyProblems(`script-src 'unsafe-inline'; ${SITE}`)).toContain("script-src allows 'unsafe-inline'")
    expect(scriptPolicyProblems(SITE.replace("object-src 'none'", "object-src 'self'"))).toContain("object-src is 'self', not 'none'")
    expect(scriptPolicyProblems(SITE.replace("; base-uri 'self'", ''))).toContain('base-uri is unrestricted')
    expect(parsePolicy(" Script-Src  'self' ;; ").get('script-src')).toEqual(["'self'"])
  })
})
