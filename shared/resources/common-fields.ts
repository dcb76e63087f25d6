/**
 * Fields many content types share, written once so their labels and limits agree:
 *   fields: { image: image({...}), image_alt: imageAlt(), order: displayOrder() }
 */
import { datetime, integer, text } from './fields'

/** The text a screen reader reads for an image. */
export const imageAlt = () =>
  text({
    label: { sl: 'Opis slike', en: 'Image description' },
    maxLength: 200,
    help: { sl: 'Za bralnike zaslona', en: 'For screen readers' },
  })

/** Position in a hand-made order (lower first). */
export const displayOrder = () => integer({ label: { sl: 'Vrstni red', en: 'Order' }, min: 0, max: 100000, default: 0 })

/**
 * Scheduled publishing (shared/resources/schedule.ts): a published record is public from
 * `publish_at` (empty: at once) until `unpublish_at` (empty: for good). Every type with a
 * visibility field spreads these into its fields: `...publishingTimes()`.
 */
export const publishingTimes = () => ({
  publish_at: datetime({
    label: { sl: 'Objavi ob', en: 'Publish at' },
    help: { sl: 'Prazno: takoj, ko je objavljeno', en: 'Empty: as soon as it is published' },
  }),
  unpublish_at: datetime({
    label: { sl: 'Umakni ob', en: 'Unpublish at' },
    notBefore: 'publish_at',
    strictlyAfter: true,
    help: { sl: 'Prazno: ostane objavljeno', en: 'Empty: stays published' },
  }),
})
