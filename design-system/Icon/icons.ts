// The registered icons of spec §1, from Font Awesome Free (solid; icons CC BY 4.0, code MIT).
// Named imports of the package's ES module: each icon is a separate constant and the package is
// marked side-effect free, so the bundle keeps only these 13 path definitions.
import {
  faCheck,
  faChevronDown,
  faCircleInfo,
  faEnvelope,
  faGlobe,
  faLocationDot,
  faPaperPlane,
  faPen,
  faPhone,
  faPlus,
  faTrash,
  faUserSecret,
  faXmark,
  type IconDefinition,
} from '@fortawesome/free-solid-svg-icons';

/** The icons a component may ask for by name (spec §1: the registered icons). */
export const icons = {
  trash: faTrash,
  'secret-user': faUserSecret,
  envelope: faEnvelope,
  phone: faPhone,
  'paper-plane': faPaperPlane,
  pen: faPen,
  plus: faPlus,
  check: faCheck,
  'info-circle': faCircleInfo,
  'location-dot': faLocationDot,
  'chevron-down': faChevronDown,
  globe: faGlobe,
  close: faXmark,
} satisfies Record<string, IconDefinition>;

/** The name of a registered icon. */
export type IconName = keyof typeof icons;

/** The names of every registered icon, in the spec's order. */
export const iconNames = Object.keys(icons) as IconName[];
