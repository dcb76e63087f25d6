/** Work after an answer (server/http/after-answer.ts): it starts after the answer, and idle() waits for all of it. */
import { describe, expect, it } from 'vitest'
import { AfterAnswer } from '../../server/http/after-answer'

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('AfterAnswer', () => {
  it('starts a task only after the current turn, so the answer goes first', async () => {
    const after = new AfterAnswer()
    const order: string[] = []
    after.run(
      async () => order.push('task'),
      () => undefined,
    )
    order.push('answer')
    await after.idle()
    expect(order).toEqual(['answer', 'task'])
  })

  it('idle() waits for every task, and for the tasks those start', async () => {
    const after = new AfterAnswer()
    const done: string[] = []
    after.run(
      async () => {
        await tick(30)
        done.push('first')
        after.run(
          async () => {
            await tick(30)
            done.push('started by the first')
          },
          () => undefined,
        )
      },
      () => undefined,
    )
    after.run(
      async () => done.push('second'),
      () => undefined,
    )
    expect(after.size).toBe(2)
    await after.idle()
    expect(done.sort()).toEqual(['first', 'second', 'started by the first'])
    expect(after.size).toBe(0)
  })

  it('hands a failure to its handler and goes on; idle() still resolves', async () => {
    const after = new AfterAnswer()
    const errors: string[] = []
    after.run(
      async () => {
        throw new Error('SMTP gone')
      },
      (error) => errors.push(error.message),
    )
    await after.idle()
    expect(errors).toEqual(['SMTP gone'])
  })
})
