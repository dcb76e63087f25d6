import type { ResourceOverrides } from '../../app/feature'

/** An order's lines are read only: they are written with the order, at the prices of that moment. */
export default { create: undefined, edit: undefined } satisfies ResourceOverrides
