/** An accessibility report as the server stores and answers it (server/accessibility) and the back office shows it: shared/wire/accessibility.ts. */
export type { AuditReport, PageResult, PageViolation } from '../wire/accessibility'
