/** React-admin's sidebar in the colours chosen on the settings screen (admin/app/appearance.ts). */
import { useEffect, useState } from 'react'
import { Sidebar, type SidebarProps } from 'react-admin'
import { APPEARANCE_KEY, activeColours, loadAppearance, sidebarColours } from '../app/appearance'

export function useAppearance() {
  const [appearance, setAppearance] = useState(loadAppearance)
  useEffect(() => {
    const update = () => setAppearance(loadAppearance())
    window.addEventListener(APPEARANCE_KEY, update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener(APPEARANCE_KEY, update)
      window.removeEventListener('storage', update)
    }
  }, [])
  return appearance
}

export const AppSidebar = (props: SidebarProps) => {
  const { sidebar, active } = useAppearance()
  const background = sidebarColours[sidebar]
  const { band, text } = activeColours[active]
  const coloured = { bgcolor: background, color: '#fff' }
  return (
    <Sidebar
      {...props}
      data-sidebar-colour={sidebar}
      data-active-colour={active}
      sx={{
        '& .RaSidebar-fixed, & .RaSidebar-paper': coloured,
        '& .MuiMenuItem-root, & .MuiListItemIcon-root, & .MuiMenuItem-root .MuiSvgIcon-root': { color: '#fff' },
        '& .MuiMenuItem-root:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
        '& .RaMenuItemLink-active, & .RaMenuItemLink-active .MuiListItemIcon-root, & .RaMenuItemLink-active .MuiSvgIcon-root': {
          bgcolor: band,
          color: `${text} !important`,
          fontWeight: 700,
        },
        '& .RaMenuItemLink-active:hover': { bgcolor: band },
      }}
    />
  )
}
