/**
 * The two ways to write to the office (spec section 7, Common):
 * - InquiryForm: POST common/inquiry/ (stored for staff and mailed), on /information/ and each space;
 * - EmailForm: POST common/send-email/ (name, email, subject, message), on the contact page
 *   (/employees/): stored for staff too (an inquiry of the form 'contact') and mailed.
 * Both say send_success on a 2xx answer and send_error otherwise (with the field errors of a 400).
 */
import { postForm } from '../client-api'
import { useTranslation } from '../i18n'
import { ApiForm } from './forms'

export function InquiryForm({ subject }: { subject?: string }) {
  const { language, p } = useTranslation()
  return (
    <ApiForm
      id="inquiry"
      submitLabel={p.forms.send}
      fields={[
        { name: 'name', label: p.forms.name, required: true, autoComplete: 'name' },
        { name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' },
        { name: 'phone', label: p.forms.phone, type: 'tel', autoComplete: 'tel' },
        { name: 'message', label: p.forms.message, type: 'textarea', required: true },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm('common/inquiry/', { ...values, subject, language }, language)
        return { ok: answer.ok, message: answer.ok ? p.forms.send_success : p.forms.send_error, errors: answer.status === 400 ? answer.errors : {} }
      }}
    />
  )
}

export function EmailForm() {
  const { language, p } = useTranslation()
  return (
    <ApiForm
      id="email"
      submitLabel={p.forms.send}
      fields={[
        { name: 'name', label: p.forms.name, required: true, autoComplete: 'name' },
        { name: 'email', label: p.forms.email, type: 'email', required: true, autoComplete: 'email' },
        { name: 'subject', label: p.forms.subject, required: true },
        { name: 'message', label: p.forms.message, type: 'textarea', required: true },
      ]}
      onSubmit={async (values) => {
        const answer = await postForm('common/send-email/', { ...values, language }, language)
        return { ok: answer.ok, message: answer.ok ? p.forms.send_success : p.forms.send_error, errors: answer.status === 400 ? answer.errors : {} }
      }}
    />
  )
}
