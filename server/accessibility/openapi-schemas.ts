/** The accessibility routes in the OpenAPI document (the feature's index.ts brings them to ACTION_SCHEMAS). */
import type { JsonSchema } from '../openapi/schemas'

const violation: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: "axe-core's rule id (image-alt, color-contrast)" },
    impact: { type: 'string', nullable: true, enum: ['minor', 'moderate', 'serious', 'critical', null] },
    help: { type: 'string' },
    help_url: { type: 'string' },
    count: { type: 'integer', description: 'elements on the page that break the rule' },
  },
  required: ['id', 'impact', 'help', 'help_url', 'count'],
}

const report: JsonSchema = {
  type: 'object',
  nullable: true,
  properties: {
    id: { type: 'integer' },
    started_at: { type: 'string', format: 'date-time' },
    finished_at: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['done', 'partial', 'skipped', 'failed'] },
    message: { type: 'string', nullable: true },
    pages_found: { type: 'integer' },
    pages_checked: { type: 'integer' },
    violations: { type: 'integer', description: 'elements breaking a rule, over all pages' },
    pages: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, violations: { type: 'array', items: violation }, error: { type: 'string' } },
        required: ['path', 'violations'],
      },
    },
  },
  required: ['id', 'started_at', 'finished_at', 'status', 'message', 'pages_found', 'pages_checked', 'violations', 'pages'],
}

const issue: JsonSchema = { type: 'object', properties: { sl: { type: 'string' }, en: { type: 'string' } }, required: ['sl', 'en'] }
const statementFields: Record<string, JsonSchema> = {
  status: { type: 'string', enum: ['full', 'partial', 'none'] },
  prepared_on: { type: 'string', format: 'date' },
  reviewed_on: { type: 'string', format: 'date' },
  method: { type: 'string', enum: ['self-assessment', 'third-party'] },
  email: { type: 'string' },
  phone: { type: 'string' },
  answer_days: { type: 'integer', minimum: 1, maximum: 8 },
  known_issues: { type: 'array', items: issue },
}
const statement: JsonSchema = {
  type: 'object',
  properties: {
    ...statementFields,
    updated_at: { type: 'string', nullable: true },
    report_finished_at: { type: 'string', nullable: true },
    automatic_issues: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          help: { type: 'string' },
          help_url: { type: 'string' },
          impact: { type: 'string', nullable: true },
          pages: { type: 'array', items: { type: 'string' } },
        },
        required: ['id', 'help', 'help_url', 'impact', 'pages'],
      },
    },
  },
  required: [...Object.keys(statementFields), 'updated_at', 'report_finished_at', 'automatic_issues'],
}
const fieldErrors: JsonSchema = { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } }

export const ACCESSIBILITY_SCHEMAS: Record<string, JsonSchema> = {
  'GET accessibility/report/': {
    response: {
      200: { type: 'object', properties: { running: { type: 'boolean' }, report }, required: ['running', 'report'] },
    },
  },
  'GET accessibility/statement/': { response: { 200: statement } },
  'PUT accessibility/statement/': { body: { type: 'object' }, response: { 200: statement, 400: fieldErrors } },
}
