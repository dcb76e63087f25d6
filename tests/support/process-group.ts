/**
 * Who is left of a process group (Linux /proc): after a server's group was killed, the test
 * checks that no member of it survived (a tsx wrapper's child, a site build, a worker).
 */
import fs from 'node:fs'
import { sleep } from './server-process'

/** The pids and command names of the processes whose process group is `pgid`. */
export function groupMembers(pgid: number): string[] {
  const members: string[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      // pid (comm) state ppid pgrp ...: comm may hold spaces and parentheses, so split after the last ')'
      const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      if (Number(group) === pgid) members.push(`${entry} ${stat.slice(stat.indexOf('('), stat.lastIndexOf(')') + 1)} ${state}`)
    } catch {
      // the process ended while we looked
    }
  }
  return members
}

/**
 * Waits until the group has no member left (the kernel may still be tearing down a killed
 * process for a moment after its parent saw it exit); answers who is left after `timeoutMs`.
 */
export async function groupLeftovers(pgid: number, timeoutMs = 5000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const members = groupMembers(pgid)
    if (members.length === 0 || Date.now() > deadline) return members
    await sleep(50)
  }
}
