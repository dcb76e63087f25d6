/**
 * Two demo inquiries, so the back office's inbox is not empty on a fresh install. Written
 * without the "new inquiry" mail hook: a demo must never e-mail the real office.
 */
import { inquiries } from '../../shared/resources'
import type { AppContext } from '../context'
import { ResourceRepository } from '../resources/repository'
import { validatePayload } from '../resources/validate'

const demo = [
  {
    name: 'Marko Horvat',
    email: 'marko.horvat@example.com',
    subject: 'Najem pisarne',
    message: 'Zanima me najem manjše pisarne v inkubatorju od januarja.',
    language: 'sl',
  },
  {
    name: 'Anna Keller',
    email: 'anna.keller@example.com',
    subject: 'Production space',
    message: 'We are looking for about 800 m² of production space. Is the hall still available?',
    language: 'en',
  },
]

export async function seedInquiries(context: AppContext): Promise<void> {
  const repository = new ResourceRepository(inquiries, context.database)
  for (const values of demo) {
    const { write, errors } = validatePayload(inquiries, { values, files: {}, fromForm: false }, 'create')
    errors.throwIfAny()
    await repository.create(write, {})
  }
}
