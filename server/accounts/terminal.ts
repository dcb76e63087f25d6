/**
 * The operator's terminal (/dev/tty), for what must never reach stdout, stderr or a log: a
 * password typed without echo, or a generated one shown once. Without a terminal (a pipe, cron,
 * a service) both refuse, and the command says how to go on (--password-stdin).
 */
import fs from 'node:fs'
import tty from 'node:tty'

export class NoTerminalError extends Error {}

function openTerminal(device: string): { fd: number; write: (text: string) => void } {
  let fd: number
  try {
    fd = fs.openSync(device, 'r+')
  } catch {
    throw new NoTerminalError('no terminal')
  }
  if (!tty.isatty(fd)) {
    fs.closeSync(fd)
    throw new NoTerminalError('not a terminal')
  }
  return { fd, write: (text) => void fs.writeSync(fd, text) }
}

/** Shows `text` on the terminal only. */
export function showOnTerminal(text: string, device = '/dev/tty'): void {
  const terminal = openTerminal(device)
  try {
    terminal.write(text)
  } finally {
    fs.closeSync(terminal.fd)
  }
}

/** Reads a line typed on the terminal without echoing it (backspace works; Ctrl-C or Ctrl-D gives up). */
export async function askHidden(prompt: string, device = '/dev/tty'): Promise<string> {
  const terminal = openTerminal(device)
  const input = new tty.ReadStream(terminal.fd)
  // Echo off before the prompt shows: what is typed (or pasted) at once must not appear either.
  input.setRawMode(true)
  terminal.write(prompt)
  try {
    return await new Promise<string>((resolve, reject) => {
      let typed = ''
      input.on('data', (chunk: Buffer) => {
        for (const char of chunk.toString('utf8')) {
          if (char === '\r' || char === '\n') return resolve(typed)
          if (char === '\u0003' || char === '\u0004') return reject(new Error('Cancelled.'))
          if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('')
          else if (char >= ' ') typed += char
        }
      })
      input.on('error', reject)
    })
  } finally {
    input.setRawMode(false)
    terminal.write('\n')
    input.destroy() // closes the terminal's descriptor
  }
}
