/**
 * The footer's newsletter box: one e-mail input, POST common/newsletter/ (the API mails a confirmation
 * link). It is on every page, so the code that sends the form loads only when the visitor sends it.
 */
import { useState, type FormEvent } from 'react'
import { useTranslation } from '../i18n'
import { postFormLazily } from '../lazy-post'

export function NewsletterForm() {
  const { t, language } = useTranslation()
  const [email, setEmail] = useState('')
  const [state, setState] = useState<'idle' | 'sending' | 'success' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    setState('sending')
    const answer = await postFormLazily('common/newsletter/', { email, language }, language)
    setState(answer.ok ? 'success' : 'error')
    setError(answer.ok ? null : (answer.errors.email?.[0] ?? null))
    if (answer.ok) setEmail('')
  }

  return (
    <form className="newsletter-form" onSubmit={submit} noValidate>
      <p>{t.newsletter.text}</p>
      <label htmlFor="newsletter-email">{t.newsletter.email}</label>
      <div className="newsletter-form__row">
        <input
          id="newsletter-email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          aria-invalid={state === 'error' || undefined}
          aria-describedby="newsletter-status"
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" disabled={state === 'sending'}>
          {t.newsletter.subscribe}
        </button>
      </div>
      <p id="newsletter-status" className={`form-status form-status--${state}`} role="status">
        {state === 'success' ? t.newsletter.success : state === 'error' ? (error ?? t.newsletter.error) : ''}
      </p>
    </form>
  )
}
