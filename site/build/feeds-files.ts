/**
 * The feeds (feeds.ts) of the content a full build read, kept by createPages and written into public/
 * by onPostBuild (gatsby-node.ts), beside sitemap.xml.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Reporter } from 'gatsby'
import type { FeedFile } from './feeds'

let remembered: FeedFile[] = []

export function rememberFeeds(feeds: FeedFile[]) {
  remembered = feeds
}

export function writeFeedFiles(reporter: Pick<Reporter, 'info'>, publicDir = path.resolve('public'), feeds = remembered) {
  for (const feed of feeds) {
    const file = path.join(publicDir, ...feed.file.split('/'))
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, feed.text)
  }
  reporter.info(`Wrote ${feeds.length} feeds (RSS and iCalendar)`)
}
