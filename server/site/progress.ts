/**
 * Reads Gatsby's build output into a progress figure for the back office. Gatsby prints a
 * line for each finished step; these are the steps of a build, in order.
 */
const MILESTONES: [RegExp, number][] = [
  [/load gatsby config/i, 0.05],
  [/load plugins/i, 0.08],
  [/source and transform nodes/i, 0.2],
  [/building schema/i, 0.25],
  [/createPages/i, 0.3],
  [/extract queries from components/i, 0.35],
  [/Building production JavaScript and CSS bundles/i, 0.6],
  [/Building HTML renderer/i, 0.7],
  [/run page queries/i, 0.8],
  [/Building static HTML for pages/i, 0.95],
  [/Done building/i, 0.98],
]

export function progressAfter(line: string, current: number): number {
  if (!/^\s*success\b|Done building/i.test(line)) return current
  const reached = MILESTONES.filter(([pattern]) => pattern.test(line)).map(([, value]) => value)
  return Math.max(current, ...reached)
}
