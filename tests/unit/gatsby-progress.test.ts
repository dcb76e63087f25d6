/**
 * Gatsby's IPC log actions -> the progress lines npm start prints (server/startup/gatsby-progress.ts),
 * with a hand-driven clock. The messages have the shape gatsby-cli's IPC logger sends.
 */
import { describe, expect, it } from 'vitest'
import { describeBuildEvent, GatsbyProgress, type BuildEvent } from '../../server/startup/gatsby-progress'

const action = (type: string, payload: Record<string, unknown>) => ({ type: 'LOG_ACTION', action: { type, payload } })

function harness() {
  let now = 0
  const events: BuildEvent[] = []
  const progress = new GatsbyProgress((event) => events.push(event), { everyMs: 2000, slowMs: 1000, now: () => now })
  return { progress, events, lines: () => events.map(describeBuildEvent), advance: (ms: number) => (now += ms) }
}

describe('GatsbyProgress', () => {
  it('reports a counted step at most every 2 s while it runs, and once when it ends', () => {
    const { progress, lines, advance } = harness()
    progress.handle(action('ACTIVITY_START', { id: 'html', text: 'Building static HTML for pages', type: 'progress', current: 0, total: 0 }))
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', total: 400 }))
    advance(500)
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', current: 20 }))
    expect(lines()).toEqual([]) // too soon
    advance(1600)
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', current: 120 }))
    advance(100)
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', current: 150 }))
    advance(2000)
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', current: 390 }))
    advance(2500)
    progress.handle(action('ACTIVITY_UPDATE', { id: 'html', current: 400 })) // all counted: the end line says it
    progress.handle(action('ACTIVITY_END', { id: 'html', status: 'SUCCESS', duration: 4.24, type: 'progress' }))
    expect(lines()).toEqual([
      'Building static HTML for pages 120 of 400',
      'Building static HTML for pages 390 of 400',
      'Building static HTML for pages 400 of 400 (4.2 s)',
    ])
  })

  it('reports other steps only when they end and took at least a second', () => {
    const { progress, lines } = harness()
    progress.handle(action('ACTIVITY_START', { id: 'a', text: 'load plugins', type: 'spinner' }))
    progress.handle(action('ACTIVITY_END', { id: 'a', status: 'SUCCESS', duration: 0.2 }))
    progress.handle(action('ACTIVITY_START', { id: 'b', text: 'Building production JavaScript and CSS bundles', type: 'spinner' }))
    progress.handle(action('ACTIVITY_END', { id: 'b', status: 'SUCCESS', duration: 41.04 }))
    progress.handle(action('ACTIVITY_START', { id: 'c', text: 'internal', type: 'hidden' }))
    progress.handle(action('ACTIVITY_END', { id: 'c', status: 'SUCCESS', duration: 9 }))
    expect(lines()).toEqual(['Building production JavaScript and CSS bundles (41.0 s)'])
  })

  it('keeps the last finished count as the summary, and short steps in milliseconds', () => {
    const { progress, lines } = harness()
    progress.handle(action('ACTIVITY_START', { id: 'q', text: 'run queries in workers', type: 'progress', current: 0, total: 240 }))
    progress.handle(action('ACTIVITY_UPDATE', { id: 'q', current: 240 }))
    progress.handle(action('ACTIVITY_END', { id: 'q', status: 'SUCCESS', duration: 0.348 }))
    expect(lines()).toEqual(['run queries in workers 240 of 240 (348 ms)'])
    expect(progress.lastCount).toMatchObject({ text: 'run queries in workers', current: 240, total: 240, done: true })
  })

  it('ignores what is not an activity of its own: other messages, unknown ids, counts without a total', () => {
    const { progress, events } = harness()
    for (const message of [
      null,
      'text',
      42,
      { type: 'JOB_CREATED', payload: {} },
      { type: 'LOG_ACTION', action: { type: 'ENGINES_READY' } },
      action('LOG', { text: 'hello', level: 'INFO' }),
    ]) {
      progress.handle(message)
    }
    progress.handle(action('ACTIVITY_UPDATE', { id: 'nobody', current: 3, total: 4 }))
    progress.handle(action('ACTIVITY_END', { id: 'nobody', duration: 5 }))
    progress.handle(action('ACTIVITY_START', { id: 'n', text: 'no total yet', type: 'progress' }))
    progress.handle(action('ACTIVITY_END', { id: 'n', duration: 0.1 }))
    expect(events).toEqual([])
  })
})
