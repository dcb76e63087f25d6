/** Validators built from a field declaration; the required message is the spec's key. */
import { email, maxLength, maxValue, minLength, minValue, type Validator } from 'react-admin'
import { REQUIRED_MESSAGE_KEY } from '../../shared/dates'
import type { Field } from '../../shared/resources'

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0)

/** Like react-admin's required(), with the message 'general.this_field_is_required'. */
export function requiredField(): Validator {
  const validator = ((value: unknown) => (isEmpty(value) ? REQUIRED_MESSAGE_KEY : undefined)) as Validator & { isRequired?: boolean }
  validator.isRequired = true // react-admin reads this to mark the label with an asterisk
  return validator
}

export function validatorsFor(field: Field): Validator[] {
  const validators: Validator[] = []
  if (field.required) validators.push(requiredField())
  switch (field.kind) {
    case 'text':
      if (field.minLength) validators.push(minLength(field.minLength))
      validators.push(maxLength(field.maxLength))
      if (field.format === 'email') validators.push(email())
      break
    case 'longText':
    case 'richText':
    case 'slug':
      validators.push(maxLength(field.maxLength))
      break
    case 'integer':
    case 'decimal':
      if (field.min !== undefined) validators.push(minValue(field.min))
      if (field.max !== undefined) validators.push(maxValue(field.max))
      break
  }
  return validators
}
