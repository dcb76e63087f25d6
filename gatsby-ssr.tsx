// The public site lives in site/; see site/README.md.
export { onRenderBody } from './site/ssr'
