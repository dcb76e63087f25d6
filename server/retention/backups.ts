/**
 * Backup folders past their period. Only folders named as `npm run backup` names them
 * (server/maintenance/backup.ts: the ISO time with - for : and .) are touched, and their age is
 * read from that name, not from the file times (a copy of the folder keeps its name).
 */
import fs from 'node:fs'
import path from 'node:path'

const BACKUP_NAME = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/

export function backupTime(name: string): string | null {
  const match = BACKUP_NAME.exec(name)
  if (!match) return null
  const [, day, hours, minutes, seconds, millis] = match
  const iso = `${day}T${hours}:${minutes}:${seconds}.${millis}Z`
  return Number.isNaN(Date.parse(iso)) ? null : iso
}

export function purgeOldBackups(backupsDir: string, before: string): number {
  if (!fs.existsSync(backupsDir)) return 0
  let removed = 0
  for (const entry of fs.readdirSync(backupsDir, { withFileTypes: true })) {
    const taken = entry.isDirectory() ? backupTime(entry.name) : null
    if (taken === null || taken >= before) continue
    fs.rmSync(path.join(backupsDir, entry.name), { recursive: true, force: true })
    removed += 1
  }
  return removed
}
