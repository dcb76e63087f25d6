/**
 * One policy for the public site whichever front serves it: the app's (server/site/site-csp.ts) and nginx's
 * (deploy/nginx/rudnik.conf) are the same, parsed, and neither lets an inline script run.
 */
import fs from 'node:fs'
import { expect, it } from 'vitest'
import { SITE_POLICY } from '../../server/site/site-csp'
import { parsePolicy, scriptPolicyProblems } from '../support/csp'

it("the app's site policy is nginx's, and allows no inline script", () => {
  const nginx = /set \$site_csp "([^"]+)";/.exec(fs.readFileSync('deploy/nginx/rudnik.conf', 'utf8'))?.[1]
  expect(nginx).toBeTruthy()
  expect(Object.fromEntries(parsePolicy(SITE_POLICY))).toEqual(Object.fromEntries(parsePolicy(nginx!)))
  expect(scriptPolicyProblems(SITE_POLICY, [])).toEqual([])
})
