/** Every action the audit log records, with its words in the back office (admin/features/audit); the server writes them (server/audit). */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'settings',
  'login',
  'login_failed',
  'logout',
  'user_create',
  'user_update',
  'user_role',
  'user_delete',
  'password_reset_link',
  'password_reset',
  'retention_purge',
  'privacy_export',
  'privacy_erase',
] as const

export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const isAuditAction = (value: unknown): value is AuditAction => typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value)

/** Declared resources the back office shows as settings (the footer page edits `info`). */
export const SETTINGS_RESOURCES: readonly string[] = ['info']
