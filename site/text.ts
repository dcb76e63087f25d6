/**
 * News bodies are plain text: a blank line starts a paragraph, a single line break stays a line break.
 *   paragraphs('One\n\nTwo\nlines') -> [['One'], ['Two', 'lines']]
 */
export function paragraphs(body: string | null | undefined): string[][] {
  return (body ?? '')
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .filter((lines) => lines.length > 0)
}

/** Fills `{name}` placeholders: format('Stran {page}', { page: 2 }) -> 'Stran 2'. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}
