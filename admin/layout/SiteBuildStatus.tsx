/**
 * "Objava spletne strani" in the top bar: the public site's publishing state as a small chip that
 * opens the panel (SiteBuildDialog). The state comes from the one shared poller (site-build-store.ts).
 */
import { useState } from 'react'
import Chip from '@mui/material/Chip'
import type { Theme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslate } from 'react-admin'
import { SiteBuildDialog } from './SiteBuildDialog'
import { useSiteBuild } from './site-build-store'
import { siteBuildView } from './site-build-view'

export const SiteBuildStatus = () => {
  const translate = useTranslate()
  const view = siteBuildView(useSiteBuild())
  const [open, setOpen] = useState(false)
  const small = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'))
  const chipText = `${translate(view.labelKey)}${view.active ? ` ${view.percent} %` : ''}`
  const fullText = `${translate('app.site_build.title')}: ${chipText}`
  return (
    <>
      <Chip
        size="small"
        color={view.chipColor}
        label={small ? chipText : fullText}
        aria-label={fullText}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ mx: { xs: 0.5, sm: 1 } }}
      />
      <SiteBuildDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
