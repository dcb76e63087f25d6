// The public site lives in site/; see site/README.md. The stylesheets, in cascade order (base.css says why).
import './site/styles/base.css'
import './site/styles/header.css'
import './site/styles/news.css'
import './site/styles/footer.css'
import './site/styles/forms.css'
import './site/styles/content.css'

export { onClientEntry, onRouteUpdate } from './site/browser'
