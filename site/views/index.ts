/** The view of each content page kind (site/templates/page.tsx picks one by the page's `kind`). */
import type { ReactNode } from 'react'
import type { PageKind } from '../types'
import { AboutView } from './about'
import { AccessibilityView } from './accessibility'
import { CartView } from './cart'
import { CategoryView } from './category'
import { CookiesView } from './cookies'
import { EmployeeView } from './employee'
import { EmployeesView } from './employees'
import { EntrepreneursView } from './entrepreneurs'
import { EventView } from './event'
import { EventsView } from './events'
import { GalleryView } from './gallery'
import { IncubatorView } from './incubator'
import { InformationView } from './information'
import { LoginView } from './login'
import type { ViewProps } from './parts'
import { ProductView } from './product'
import { ProjectView } from './project'
import { ProjectsView } from './projects'
import { RegisterView } from './register'
import { ShopView } from './shop'
import { SpaceView } from './space'
import { SpacesView } from './spaces'
import { TermsView } from './terms'
import { VideoView } from './video'

export type { ViewProps }

export const VIEWS: Record<PageKind, (props: ViewProps) => ReactNode> = {
  about: AboutView,
  information: InformationView,
  employees: EmployeesView,
  employee: EmployeeView,
  spaces: SpacesView,
  space: SpaceView,
  entrepreneurs: EntrepreneursView,
  events: EventsView,
  event: EventView,
  gallery: GalleryView,
  incubator: IncubatorView,
  projects: ProjectsView,
  project: ProjectView,
  category: CategoryView,
  video: VideoView,
  terms: TermsView,
  cookies: CookiesView,
  accessibility: AccessibilityView,
  login: LoginView,
  register: RegisterView,
  shop: ShopView,
  shopCategory: ShopView,
  product: ProductView,
  cart: CartView,
}
