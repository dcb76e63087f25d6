/** /admin/settings: the sidebar colour and the active entry's colour, kept in localStorage. */
import { useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import { Title, useTranslate } from 'react-admin'
import {
  ACTIVE_COLOURS,
  SIDEBAR_COLOURS,
  activeColours,
  isActiveColour,
  isSidebarColour,
  loadAppearance,
  saveAppearance,
  sidebarColours,
  type Appearance,
} from '../../app/appearance'

const Swatch = ({ colour }: { colour: string }) => (
  <Box
    component="span"
    aria-hidden
    sx={{
      display: 'inline-block',
      width: 16,
      height: 16,
      mr: 1,
      borderRadius: '50%',
      bgcolor: colour,
      border: 1,
      borderColor: 'divider',
      verticalAlign: 'middle',
    }}
  />
)

const SettingsPage = () => {
  const translate = useTranslate()
  const [appearance, setAppearance] = useState<Appearance>(loadAppearance)
  const choose = (next: Appearance) => {
    saveAppearance(next)
    setAppearance(next)
  }
  return (
    <Card sx={{ mt: 2, maxWidth: 720 }}>
      <Title title={translate('app.settings.title')} />
      <CardContent>
        <FormControl sx={{ mb: 2 }}>
          <FormLabel id="sidebar-colour">{translate('app.settings.sidebar_colour')}</FormLabel>
          <RadioGroup
            aria-labelledby="sidebar-colour"
            row
            value={appearance.sidebar}
            onChange={(event) => isSidebarColour(event.target.value) && choose({ ...appearance, sidebar: event.target.value })}
          >
            {SIDEBAR_COLOURS.map((colour) => (
              <FormControlLabel
                key={colour}
                value={colour}
                control={<Radio />}
                label={
                  <>
                    <Swatch colour={sidebarColours[colour]} />
                    {translate(`app.settings.colours.${colour}`)}
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="active-colour">{translate('app.settings.active_colour')}</FormLabel>
          <RadioGroup
            aria-labelledby="active-colour"
            row
            value={appearance.active}
            onChange={(event) => isActiveColour(event.target.value) && choose({ ...appearance, active: event.target.value })}
          >
            {ACTIVE_COLOURS.map((colour) => (
              <FormControlLabel
                key={colour}
                value={colour}
                control={<Radio />}
                label={
                  <>
                    <Swatch colour={activeColours[colour].text} />
                    {translate(`app.settings.colours.${colour}`)}
                  </>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      </CardContent>
    </Card>
  )
}

export default SettingsPage
