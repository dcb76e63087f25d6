/**
 * `npm run bench [-- name ...]`: runs the benchmarks and prints each figure with its ratio to a
 * baseline measured in the same run. Figures are reported, never asserted: speed is not a test.
 * To add one: write bench/<name>.ts exporting a `Bench`, and list it below.
 */
import { apiBench } from './api'
import { printFigure, type Bench } from './report'
import { bench as adminSize } from './admin-size'
import { bench as siteWeight } from './site-weight'
import { bench as staticPages } from './static-pages'
import { bench as load } from './load'
import { bench as lighthouse } from './lighthouse'
import { bench as eventLoop } from './event-loop'
import { bench as preview } from './preview'
import { bench as mechanisms } from './mechanisms'
import { bench as missFlood } from './miss-flood'

const benches: Bench[] = [apiBench, eventLoop, mechanisms, missFlood, staticPages, load, siteWeight, lighthouse, adminSize, preview]

async function main() {
  const only = process.argv.slice(2)
  for (const bench of benches.filter((b) => only.length === 0 || only.includes(b.name))) {
    console.log(`${bench.name}`)
    const started = Date.now()
    for (const figure of await bench.run()) printFigure(figure)
    console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
