import { describe, expect, it } from 'vitest'
import { truncateText } from '../../shared/text'

describe('text truncation (spec 5)', () => {
  it('leaves texts of 10 characters or fewer alone', () => {
    expect(truncateText('1234567890')).toEqual({ text: '1234567890', truncated: false, full: '1234567890' })
    expect(truncateText('short', 3)).toEqual({ text: 'short', truncated: false, full: 'short' })
  })

  it('cuts longer texts to the first 10 characters plus an ellipsis by default', () => {
    expect(truncateText('12345678901')).toEqual({ text: '1234567890...', truncated: true, full: '12345678901' })
  })

  it('cuts to maxLength when given', () => {
    expect(truncateText('Poslovna cona Rudnik', 8).text).toBe('Poslovna...')
  })

  it('does not add an ellipsis when maxLength already fits the whole text', () => {
    expect(truncateText('Poslovna cona', 40)).toMatchObject({ text: 'Poslovna cona', truncated: false })
  })

  it('counts letters, not code units', () => {
    expect(truncateText('ččččččččččč').text).toBe('čččččččččč...')
  })

  it('treats null and undefined as empty', () => {
    expect(truncateText(null)).toEqual({ text: '', truncated: false, full: '' })
  })
})
