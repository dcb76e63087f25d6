/** /accessibility/: the accessibility statement the law requires (locales/<lang>/pages.json static.accessibility). */
import type { ViewProps } from './parts'

export function AccessibilityView({ p }: ViewProps) {
  const a = p.static.accessibility
  return (
    <>
      <p>{a.intro}</p>
      <h2>{a.status_title}</h2>
      <p>{a.status}</p>
      <h2>{a.gaps_title}</h2>
      <ul>
        {a.gaps.map((gap) => (
          <li key={gap}>{gap}</li>
        ))}
      </ul>
      <h2>{a.prepared_title}</h2>
      <p>{a.prepared}</p>
      <h2>{a.feedback_title}</h2>
      <p>{a.feedback}</p>
      <h2>{a.enforcement_title}</h2>
      <p>{a.enforcement}</p>
    </>
  )
}
