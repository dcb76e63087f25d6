/** Visitors' own accounts: sign-up, the account page, a new e-mail address, password resets (routes.ts). */
import type { ServerFeature } from '../feature'
import { accountRoutes } from './routes'

export const accounts: ServerFeature = { name: 'accounts', routes: accountRoutes }
