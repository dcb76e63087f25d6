/**
 * What the site's views need of `gatsby` when rendered to static markup in a unit test: Link as a
 * plain anchor, navigate as a spy, graphql as a no-op (the queries run only in a Gatsby build).
 *
 *   vi.mock('gatsby', async () => (await import('./gatsby-static')).gatsbyForStaticRender())
 */
import type { ReactNode } from 'react'
import { vi } from 'vitest'

function Link({ to, children, ...rest }: { to: string; children: ReactNode }) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  )
}

export function gatsbyForStaticRender() {
  return { Link, navigate: vi.fn(), graphql: () => '' }
}
