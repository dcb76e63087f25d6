/**
 * "Now" for what the screens derive from the clock (a record's publication state turns from
 * "Načrtovano" to "Objavljeno" while the list is open): one timer for every subscriber, ticking
 * every 15 s, and only while something shows it.
 *
 *   const now = useNow()
 */
import { useSyncExternalStore } from 'react'

const TICK_MS = 15_000

let now = new Date()
let timer: ReturnType<typeof setInterval> | undefined
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (listeners.size === 1) {
    now = new Date()
    timer = setInterval(() => {
      now = new Date()
      listeners.forEach((tell) => tell())
    }, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) clearInterval(timer)
  }
}

export const useNow = (): Date => useSyncExternalStore(subscribe, () => now)
