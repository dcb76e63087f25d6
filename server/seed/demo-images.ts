/**
 * Small demo pictures made on the spot (no binary files in the repository): a landscape in
 * the hub's colours with a caption, as a JPEG of a few tens of kilobytes.
 */
const PALETTES = [
  ['#1f3b4d', '#3f7d8c', '#e0b34a'],
  ['#2d2a32', '#6b4e71', '#e98a15'],
  ['#243b2f', '#4f7d5c', '#d9d2b6'],
  ['#3a2f25', '#8c5e3c', '#f2d0a4'],
]

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

export async function demoImage(caption: string, variant: number, width = 1200, height = 675): Promise<Buffer> {
  const [sky, hills, sun] = PALETTES[variant % PALETTES.length]
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 675">
    <rect width="1200" height="675" fill="${sky}"/>
    <circle cx="${900 - variant * 90}" cy="190" r="90" fill="${sun}" opacity="0.9"/>
    <path d="M0 470 L220 300 L420 430 L640 250 L860 420 L1040 320 L1200 400 L1200 675 L0 675 Z" fill="${hills}"/>
    <path d="M0 560 L300 480 L620 560 L900 500 L1200 560 L1200 675 L0 675 Z" fill="${sky}" opacity="0.55"/>
    <rect x="80" y="560" width="260" height="70" fill="${sun}"/>
    <text x="100" y="607" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${sky}">${escapeXml(caption.slice(0, 14))}</text>
  </svg>`
  // (loaded when the demo is seeded: a server that never seeds keeps libvips out of its memory)
  const { default: sharp } = await import('sharp')
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer()
}
