/**
 * The link dialog's search for one of our own public pages (public-page-search.ts): a combobox whose
 * options are published pages whose title holds the typed words; choosing one fills the address.
 */
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useDataProvider, useLocale, useTranslate } from 'react-admin'
import { declarations, localized } from '../../registry'
import { type PageChoice, searchPublicPages } from './public-page-search'

/** Waits for a pause in typing before asking the API, so each key does not cost a search per type. */
const TYPING_PAUSE_MS = 300

export const PagePicker = ({ onChoose }: { onChoose: (page: PageChoice) => void }) => {
  const translate = useTranslate()
  const locale = useLocale()
  const dataProvider = useDataProvider()
  const [input, setInput] = useState('')
  const [options, setOptions] = useState<PageChoice[]>([])
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    if (input.trim().length < 2) {
      setOptions([])
      setLoading(false)
      return
    }
    let stale = false
    setLoading(true)
    const timer = setTimeout(() => {
      searchPublicPages(dataProvider, declarations, input, new Date())
        .then((found) => !stale && setOptions(found))
        .finally(() => !stale && setLoading(false))
    }, TYPING_PAUSE_MS)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [input, dataProvider])

  const pageFacts = (page: PageChoice) =>
    [
      page.list ? `${localized(page.type.label, locale)} (${translate('app.rich_text.link_page_list')})` : localized(page.type.labelSingular, locale),
      page.language.toUpperCase(),
      page.path,
    ].join(' · ')

  return (
    <Autocomplete<PageChoice>
      options={options}
      // the API searched already; the typed words need not appear in the label as typed
      filterOptions={(found) => found}
      getOptionLabel={(page) => page.title}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      getOptionKey={(page) => page.path}
      value={null}
      onChange={(_, page) => page && onChoose(page)}
      inputValue={input}
      onInputChange={(_, value, reason) => reason !== 'reset' && setInput(value)}
      loading={loading}
      // MUI's own words are English; the back office speaks the user's language
      openText={translate('ra.action.open')}
      closeText={translate('ra.action.close')}
      clearText={translate('ra.action.clear_input_value')}
      loadingText={translate('app.rich_text.link_page_searching')}
      noOptionsText={translate(input.trim().length < 2 ? 'app.rich_text.link_page_help' : 'app.rich_text.link_page_none')}
      renderOption={({ key, ...props }, page) => (
        <Box component="li" key={key} {...props}>
          <div>
            {page.title}
            <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
              {pageFacts(page)}
            </Typography>
          </div>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label={translate('app.rich_text.link_page')} helperText={translate('app.rich_text.link_page_help')} margin="normal" />
      )}
    />
  )
}
