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
    // Reduced motion (the system's setting, WCAG 2.3.3): nothing moves on its own. Without it the publishing notice's
    // indeterminate bar (SiteChangeNotice) repaints the screen at every frame for the whole of a site build: for a
    // person who gets dizzy from motion, and CPU for nothing on a busy machine (the end-to-end runs ask for reduced
    // motion: a repainting bar cost Chromium a fifth of a core while a build ran). Bars and spinners keep their place,
    // still; transitions end at once.
    MuiCssBaseline: {
      styleOverrides: {
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0s !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0s !important',
            scrollBehavior: 'auto !important',
          },
        },
      },
    },
    // An empty list's "Ni še vnosov" is text to read, not a disabled control (react-admin greys it to 2.1:1).
    ...({ RaEmpty: { styleOverrides: { root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' } } } } } as object),
  },
}
