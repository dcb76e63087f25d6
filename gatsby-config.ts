// The public site lives in site/; see site/README.md.
import { config } from './site/build/config'

export default config
