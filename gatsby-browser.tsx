// The public site lives in site/; see site/README.md. The stylesheets, in cascade order (base.css says why).
import './site/styles/base.css'
import './site/styles/header.css'
import './site/styles/news.css'
import './site/styles/footer.css'
import './site/styles/forms.css'
import './site/styles/content.css'
// Every view's frame (layout, head, cards: site/page.tsx and what it imports) goes in the app chunk.
// Webpack split it into two chunks that every page but the not-found one loads beside the app chunk;
// one file compresses better than three (about 0.9 KB gzip of the home page's 95 KB budget).
import './site/page'

export { onClientEntry, onRouteUpdate } from './site/browser'
export { replaceHydrateFunction } from './site/hydrate'
