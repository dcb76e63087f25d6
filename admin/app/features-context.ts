/**
 * The features the running app was started with (App.tsx provides them), for the parts of the
 * layout that read them: the sidebar and the route titles. A context rather than an import of
 * admin/features.ts, so an app started with another list (a test's own page) shows that list.
 */
import { createContext, useContext } from 'react'
import type { AdminFeature } from './feature'

export const FeaturesContext = createContext<readonly AdminFeature[]>([])

export const useFeatures = (): readonly AdminFeature[] => useContext(FeaturesContext)
