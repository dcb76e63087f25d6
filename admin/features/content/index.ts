/**
 * The content types: one generated <Resource> per declaration of shared/resources, each with what its
 * admin/resources/<name>/ folder adds (screens, routes such as /key), and a sidebar entry for every
 * declaration with a menuOrder, in that order, shown to those holding its scope.
 */
import type { AdminFeature } from '../../app/feature'
import { holds } from '../../auth/permissions'
import { allResourceProps, declarationRoutes } from '../../generic/resource-props'
import { menuDeclarations, raName } from '../../registry'
import { iconFor } from '../../registry/icons'

export const content: AdminFeature = {
  name: 'content',
  resources: allResourceProps(),
  routes: declarationRoutes(),
  menu: menuDeclarations().map((declaration) => ({
    to: `/${raName(declaration)}`,
    label: `resources.${raName(declaration)}.name`,
    labelOptions: { smart_count: 2 },
    Icon: iconFor(declaration.icon),
    shown: () => holds(declaration.name),
  })),
}
