/**
 * The mail queue's data for its screen: a DRF dataProvider on GET mail/outbox/ (read only, newest
 * first: the server has one order, so the list sends none), filtered by status.
 */
import type { DataProvider } from 'react-admin'
import { apiUrl, httpClient } from '../../app/providers'
import { drfDataProvider } from '../../data/drf-data-provider'

export const MAIL_RESOURCE = 'mail-outbox'
export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const
/** As server/mail/mailer.ts MAX_ATTEMPTS: a failed mail is tried again until it has had this many. */
export const MAX_ATTEMPTS = 5

const drf = drfDataProvider({ apiUrl, pathOf: () => 'mail/outbox/', httpClient })

export const mailDataProvider: DataProvider = {
  ...drf,
  getList: (resource, params) => drf.getList(resource, { ...params, sort: undefined } as never),
}
