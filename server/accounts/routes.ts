/** The visitors' account calls: sign-up, the account page, a new e-mail address (server/accounts). */
import type { FastifyInstance } from 'fastify'
import { passwordResetRoutes } from '../auth/password-reset-routes'
import { emailChangeRoutes } from './email-change'
import { meRoutes } from './me-routes'
import { registrationRoutes } from './registration'

export async function accountRoutes(app: FastifyInstance) {
  await registrationRoutes(app)
  await meRoutes(app)
  await emailChangeRoutes(app)
  await passwordResetRoutes(app)
}
