/** A stored text quotes an address only as a whole address (server/privacy/mentions.ts). */
import { describe, expect, it } from 'vitest'
import { mentionsAddress } from '../../server/privacy/mentions'

const ADDRESS = 'e@gmail.com'

describe('mentionsAddress', () => {
  it.each([
    ['e@gmail.com'],
    ['{"email":"e@gmail.com"}'],
    ['Reply-To: Ana <E@Gmail.com>'],
    ['pišite na e@gmail.com.'],
    ['"line one\\ne@gmail.com"'],
    ['a, e@gmail.com; b'],
  ])('finds it in %s', (text) => expect(mentionsAddress(text, ADDRESS)).toBe(true))

  it.each([['jane@gmail.com'], ['{"email":"jane.e@gmail.com"}'], ['e@gmail.com.evil.si'], ['e@gmail.community'], ['x+e@gmail.com'], [null], [42]])(
    'not in %s',
    (text) => expect(mentionsAddress(text, ADDRESS)).toBe(false),
  )

  it('finds the whole one after a longer one in the same text', () => {
    expect(mentionsAddress('jane@gmail.com, e@gmail.com', ADDRESS)).toBe(true)
  })
})
