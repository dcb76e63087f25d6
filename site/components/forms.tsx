/**
 * A form that talks to the API from the browser (the forms themselves: contact-forms.tsx,
 * account-forms.tsx, shop.tsx). Required fields are checked first; field errors from a 400 show
 * next to their field, the first one focused; the outcome is announced in a status region.
 */
import { useState, type FormEvent, type ReactNode } from 'react'
import type { FieldErrors } from '../client-api'
import { useTranslation } from '../i18n'

export interface FieldSpec {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'password' | 'textarea'
  required?: boolean
  autoComplete?: string
}

interface ApiFormProps {
  id: string
  fields: FieldSpec[]
  submitLabel: string
  /** Posts the values; answers the message to show, and whether it went well. */
  onSubmit: (values: Record<string, string>) => Promise<{ ok: boolean; message: string; errors?: FieldErrors }>
  extra?: ReactNode
  /** The values the form starts with (an account's details). */
  initial?: Record<string, string>
  /** Keep what was typed after a success (a details form), instead of emptying the form. */
  keepValues?: boolean
}

export function ApiForm({ id, fields, submitLabel, onSubmit, extra, initial, keepValues = false }: ApiFormProps) {
  const { p } = useTranslation()
  const [values, setValues] = useState<Record<string, string>>(initial ?? {})
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const missing: FieldErrors = {}
    for (const field of fields) if (field.required && !values[field.name]?.trim()) missing[field.name] = [p.forms.required]
    setErrors(missing)
    if (Object.keys(missing).length) {
      setStatus({ ok: false, message: p.forms.fix_errors })
      document.getElementById(`${id}-${Object.keys(missing)[0]}`)?.focus()
      return
    }
    setSending(true)
    setStatus(null)
    const outcome = await onSubmit(values)
    setSending(false)
    setErrors(outcome.errors ?? {})
    setStatus({ ok: outcome.ok, message: outcome.message })
    if (outcome.ok && !keepValues) setValues({})
  }

  const general = [...(errors.non_field_errors ?? []), ...(errors.detail ?? [])]
  return (
    <form className="api-form" onSubmit={submit} noValidate aria-describedby={`${id}-status`}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`
        const fieldErrors = errors[field.name]
        const common = {
          id: fieldId,
          name: field.name,
          required: field.required,
          autoComplete: field.autoComplete,
          value: values[field.name] ?? '',
          'aria-invalid': fieldErrors ? true : undefined,
          'aria-describedby': fieldErrors ? `${fieldId}-error` : undefined,
          onChange: (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field.name]: event.target.value })),
        }
        return (
          <div className="api-form__field" key={field.name}>
            <label htmlFor={fieldId}>
              {field.label}
              {!field.required && <span className="api-form__optional"> {p.forms.optional}</span>}
            </label>
            {field.type === 'textarea' ? <textarea rows={5} {...common} /> : <input type={field.type ?? 'text'} {...common} />}
            {fieldErrors && (
              <p className="api-form__error" id={`${fieldId}-error`}>
                {fieldErrors.join(' ')}
              </p>
            )}
          </div>
        )
      })}
      {extra}
      <button type="submit" disabled={sending}>
        {sending ? p.forms.sending : submitLabel}
      </button>
      <p id={`${id}-status`} role="status" className={status ? `form-status form-status--${status.ok ? 'success' : 'error'}` : 'form-status'}>
        {status?.message}
        {general.length > 0 && ` ${general.join(' ')}`}
      </p>
    </form>
  )
}
