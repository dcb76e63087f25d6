/**
 * Declarations name their icon (`icon: 'Article'`); this explicit map turns the name into the
 * component. Explicit imports keep the bundle to the icons we use (the package holds thousands).
 * A declaration naming an icon missing here gets the Folder icon: add one line below.
 */
import AltRoute from '@mui/icons-material/AltRoute'
import Apartment from '@mui/icons-material/Apartment'
import Article from '@mui/icons-material/Article'
import Badge from '@mui/icons-material/Badge'
import BusinessCenter from '@mui/icons-material/BusinessCenter'
import Category from '@mui/icons-material/Category'
import Collections from '@mui/icons-material/Collections'
import Construction from '@mui/icons-material/Construction'
import Event from '@mui/icons-material/Event'
import Factory from '@mui/icons-material/Factory'
import Folder from '@mui/icons-material/Folder'
import Groups from '@mui/icons-material/Groups'
import Info from '@mui/icons-material/Info'
import Inventory from '@mui/icons-material/Inventory'
import Key from '@mui/icons-material/Key'
import Lightbulb from '@mui/icons-material/Lightbulb'
import LocalOffer from '@mui/icons-material/LocalOffer'
import Mail from '@mui/icons-material/Mail'
import People from '@mui/icons-material/People'
import PhotoLibrary from '@mui/icons-material/PhotoLibrary'
import ShoppingCart from '@mui/icons-material/ShoppingCart'
import Storefront from '@mui/icons-material/Storefront'
import VideoLibrary from '@mui/icons-material/VideoLibrary'
import Work from '@mui/icons-material/Work'

export type IconComponent = typeof Folder

const icons: Record<string, IconComponent> = {
  AltRoute,
  Apartment,
  Article,
  Badge,
  BusinessCenter,
  Category,
  Collections,
  Construction,
  Event,
  Factory,
  Folder,
  Groups,
  Info,
  Inventory,
  Key,
  Lightbulb,
  LocalOffer,
  Mail,
  People,
  PhotoLibrary,
  ShoppingCart,
  Storefront,
  VideoLibrary,
  Work,
}

export const iconFor = (name: string): IconComponent => icons[name] ?? Folder
