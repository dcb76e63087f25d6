/** The statement's closed choices (Commission Implementing Decision (EU) 2018/1523), for its checks and its wire schema alike. */
export const COMPLIANCE_STATUSES = ['full', 'partial', 'none'] as const
export const PREPARATION_METHODS = ['self-assessment', 'third-party'] as const
