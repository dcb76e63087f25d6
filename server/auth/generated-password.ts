/**
 * An initial password made for an account (the team screen's "initial password", the CLI's --generate):
 * 16 URL-safe characters from 12 random bytes. A module of its own so the CLI need not load the HTTP routes.
 */
import crypto from 'node:crypto'

export const generatePassword = () => crypto.randomBytes(12).toString('base64url')
