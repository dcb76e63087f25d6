/**
 * A real SMTP server for API tests (the `smtp-server` package) on 127.0.0.1 and a free port,
 * keeping every message it receives:
 *
 *   const smtp = await startSmtp()
 *   const api = await startApi({ SMTP_URL: smtp.url })
 *   expect(smtp.messages[0].to).toEqual(['info@rudnik.example'])
 */
import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  /** Header `Subject` (decoded when it was encoded-word). */
  subject: string
  /** The raw message with quoted-printable soft breaks and escapes undone, for finding text and links. */
  text: string
}

export interface TestSmtp {
  url: string
  messages: ReceivedMail[]
  /** Refuse every message from now on (the server answers 550), or accept again. */
  refuse(on: boolean): void
  close(): Promise<void>
}

function decodeQuotedPrintable(raw: string): string {
  const bytes = Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  )
  return bytes.toString('utf8')
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
    .trim()
}

export async function startSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: true,
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (refusing) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        const raw = Buffer.concat(chunks).toString('utf8')
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          text: decodeQuotedPrintable(raw),
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://user:pass@127.0.0.1:${port}`,
    messages,
    refuse: (on) => {
      refusing = on
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
