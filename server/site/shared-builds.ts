import type { Cluster } from '../cluster'
import type { SitePublisher } from './publisher'

/**
 * Site builds under the cluster's lock: the live build is read again once the lock is held (the
 * previous holder may have swapped it), and the others are told when a new one is live.
 */
export function shareSiteBuilds(cluster: Cluster, publisher: SitePublisher): (build: () => Promise<void>) => Promise<void> {
  cluster.channel.onMessage((message) => {
    if (message.kind === 'site') publisher.refreshLive()
  })
  return (build) =>
    cluster.siteBuilds.run(
      async () => {
        publisher.refreshLive()
        await build()
        cluster.channel.publish({ kind: 'site' })
      },
      () => Object.assign(publisher.status, { state: 'queued', message: 'waiting for another instance to finish its site build' }),
    )
}
