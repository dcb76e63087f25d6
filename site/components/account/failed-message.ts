import type { PageMessages } from '../../i18n'

/**
 * What a failed account form says: fix the fields (400), too many wrong current passwords (429:
 * the server's login throttle counts them with the sign-ins), or that it could not be sent.
 */
export const failedMessage = (p: PageMessages) => (status: number) =>
  status === 400 ? p.forms.fix_errors : status === 429 ? p.forms.password_throttled : p.forms.send_error
