/**
 * Fields many content types share, written once so their labels and limits agree:
 *   fields: { image: image({...}), image_alt: imageAlt(), order: displayOrder() }
 */
import { integer, text } from './fields'

/** The text a screen reader reads for an image. */
export const imageAlt = () =>
  text({
    label: { sl: 'Opis slike', en: 'Image description' },
    maxLength: 200,
    help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
  })

/** Position in a hand-made order (lower first). */
export const displayOrder = () => integer({ label: { sl: 'Vrstni red', en: 'Order' }, min: 0, max: 100000, default: 0 })
