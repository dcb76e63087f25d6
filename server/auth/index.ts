/**
 * Staff and visitors' accounts: the users table, sign-in with tokens (DRF's TokenAuthentication), sessions,
 * the team screen's calls, password resets; the first staff account on an empty database.
 */
import type { ServerFeature } from '../feature'
import { Accounts } from './accounts'
import { ensureFirstStaffAccount } from './first-account'
import { accountMessages } from './messages'
import { ACCOUNT_SCHEMAS } from './openapi-schemas'
import { registerTokenAuth } from './plugin'
import { authRoutes } from './routes'
import { fillSignInNames } from './sign-in-names'
import { authTables } from './tables'

export const auth: ServerFeature = {
  name: 'auth',
  tables: authTables,
  messages: accountMessages,
  openApiSchemas: ACCOUNT_SCHEMAS,
  async setup(app) {
    for (const clash of await fillSignInNames(app.context.database.db))
      app.log.warn(
        `Accounts: '${clash.username}' (id ${clash.id}) signs in with '${clash.name}', which account id ${clash.heldBy} holds; rename one of them (Team).`,
      )
  },
  async identify(app) {
    const { config, database, terminal } = app.context
    const accounts = new Accounts(database, config.sessions)
    await ensureFirstStaffAccount(accounts, config, (line) => console.log(line), terminal)
    registerTokenAuth(app, accounts)
  },
  routes: authRoutes,
}
