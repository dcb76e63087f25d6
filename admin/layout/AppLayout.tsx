import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { AppSidebar } from './AppSidebar'
import { DocumentTitle } from './DocumentTitle'
import { HttpErrorNotifier } from './HttpErrorNotifier'
import { NotificationDeduper } from './NotificationDeduper'

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <NotificationDeduper>
    <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
      <DocumentTitle />
      <HttpErrorNotifier />
      {children}
    </Layout>
  </NotificationDeduper>
)
