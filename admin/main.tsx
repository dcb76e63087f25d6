/** Entry point: the back office with its features (admin/features.ts). */
import { startBackOffice } from './app/start'
import { features } from './features'

startBackOffice(features)
