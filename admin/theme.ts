/** React-admin's default theme, with colours and labels adjusted for WCAG 2.1 AA. */
import { defaultTheme, type RaThemeOptions } from 'react-admin'

type LabelledOwner = { 'aria-label'?: string }

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#1f4e79' },
    secondary: { main: '#6b3e00' },
    error: { main: '#b3261e' }, // 4.5:1 on the grey form toolbar, where the delete button sits
  },
  components: {
    ...defaultTheme.components,
    MuiCheckbox: {
      defaultProps: {
        // React-admin labels its row checkboxes with aria-label on the Checkbox, which MUI puts on
        // the wrapping <span>; axe then finds an unlabelled <input>. Move the label to the input.
        slotProps: {
          root: (owner: LabelledOwner) => (owner['aria-label'] ? { 'aria-label': undefined } : {}),
          input: (owner: LabelledOwner) => (owner['aria-label'] ? { 'aria-label': owner['aria-label'] } : {}),
        } as object,
      },
    },
    // A disabled input's help says why it is disabled ("Objavo vklopi ... urednik z dovoljenjem"): it must stay
    // readable (MUI greys it to 2.9:1); the input itself keeps its disabled look.
    MuiFormHelperText: {
      styleOverrides: { root: { '&.Mui-disabled:not(.Mui-error)': { color: 'rgba(0, 0, 0, 0.6)' } } },
    },
    // An empty list's "Ni še vnosov" is text to read, not a disabled control (react-admin greys it to 2.1:1).
    ...({ RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } } } as object),
  },
}
