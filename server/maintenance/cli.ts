/** `npm run backup [-- target]`, `npm run restore -- <backup folder>` and `npm run purge` (server/retention). */
import path from 'node:path'
import { loadConfig } from '../config'
import { purgeNow } from '../retention/cli'
import { backup, pathsOf, restore } from './backup'

async function main() {
  const [command, argument] = process.argv.slice(2)
  const config = loadConfig()
  const paths = pathsOf(config.dataDir, config.databaseUrl)
  if (command === 'backup') {
    const target = await backup(paths, path.resolve(argument ?? path.join(config.dataDir, 'backups')))
    console.log(`Backup written to ${target}`)
  } else if (command === 'restore' && argument) {
    await restore(paths, path.resolve(argument))
    console.log(`Restored ${argument} into ${config.dataDir}. Start the server again.`)
  } else if (command === 'purge') {
    await purgeNow(config)
  } else {
    throw new Error('Usage: npm run backup [-- target folder] | npm run restore -- <backup folder> | npm run purge')
  }
}

main().catch((error) => {
  console.error(error.message)
  process.exit(1)
})
