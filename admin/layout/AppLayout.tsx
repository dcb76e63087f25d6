import { type ReactNode, useState } from 'react'
import { Layout } from 'react-admin'
import { FirstPasswordScreen, mustChangePassword } from '../auth/FirstPasswordScreen'
import { getAccount } from '../auth/session'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { AppSidebar } from './AppSidebar'
import { DocumentTitle } from './DocumentTitle'
import { HttpErrorNotifier } from './HttpErrorNotifier'
import { NotificationDeduper } from './NotificationDeduper'
import { SiteChangeNotice } from './SiteChangeNotice'

export const AppLayout = ({ children }: { children: ReactNode }) => {
  // an initial password someone else gave: the owner chooses their own before any screen (the server holds every other call)
  const [held, setHeld] = useState(() => mustChangePassword(getAccount()))
  const account = getAccount()
  if (held && account) {
    return (
      <NotificationDeduper>
        <FirstPasswordScreen account={account} onChanged={() => setHeld(mustChangePassword(getAccount()))} />
      </NotificationDeduper>
    )
  }
  return (
    <NotificationDeduper>
      <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
        <DocumentTitle />
        <HttpErrorNotifier />
        <SiteChangeNotice />
        {children}
      </Layout>
    </NotificationDeduper>
  )
}
