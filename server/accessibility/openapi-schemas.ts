/** The accessibility routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS), from shared/wire/accessibility.ts. */
import { ReportAnswer, StatementAnswer, StatementData } from '../../shared/wire/accessibility'
import type { JsonSchema } from '../openapi/schemas'

const fieldErrors: JsonSchema = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }

export const ACCESSIBILITY_SCHEMAS: Record<string, JsonSchema> = {
  'GET accessibility/report/': { response: { 200: ReportAnswer } },
  'GET accessibility/statement/': { response: { 200: StatementAnswer } },
  'PUT accessibility/statement/': { body: StatementData, response: { 200: StatementAnswer, 400: fieldErrors } },
}
