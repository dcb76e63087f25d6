import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { AppBar } from './AppBar'
import { AppMenu } from './AppMenu'
import { AppSidebar } from './AppSidebar'
import { DocumentTitle } from './DocumentTitle'
import { HttpErrorNotifier } from './HttpErrorNotifier'
import { NotificationDeduper } from './NotificationDeduper'
import { SiteChangeNotice } from './SiteChangeNotice'

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <NotificationDeduper>
    <Layout appBar={AppBar} menu={AppMenu} sidebar={AppSidebar}>
      <DocumentTitle />
      <HttpErrorNotifier />
      <SiteChangeNotice />
      {children}
    </Layout>
  </NotificationDeduper>
)
