/** The privacy routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS). */
import { ErasedAnswer, PersonalExport, PrivacyRequest } from '../../shared/wire/privacy'
import type { JsonSchema } from '../openapi/schemas'

export const PRIVACY_SCHEMAS: Record<string, JsonSchema> = {
  'POST privacy/export/': { body: PrivacyRequest, response: { 200: PersonalExport } },
  'POST privacy/erase/': { body: PrivacyRequest, response: { 200: ErasedAnswer } },
}
