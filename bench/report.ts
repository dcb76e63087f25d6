/** What a benchmark reports: a figure, and where it has one, its ratio to a baseline measured in the same run. */
export interface Figure {
  name: string
  value: number
  unit: string
  /** The baseline measured in the same run (bare Fastify, nginx, a one-resource build...). */
  baseline?: { name: string; value: number }
  /** The target, as the issue states it, for the reader (never asserted here). */
  target?: string
}

export interface Bench {
  name: string
  run(): Promise<Figure[]>
}

export function printFigure(figure: Figure): void {
  const value = `${Number(figure.value.toFixed(2))} ${figure.unit}`
  const ratio = figure.baseline
    ? `  ratio ${(figure.value / figure.baseline.value).toFixed(3)}x vs ${figure.baseline.name} (${Number(figure.baseline.value.toFixed(2))} ${figure.unit})`
    : ''
  const target = figure.target ? `  [target: ${figure.target}]` : ''
  console.log(`  ${figure.name}: ${value}${ratio}${target}`)
}
