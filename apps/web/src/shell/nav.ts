import { clinics, medicamentCategories, operations, type Permission, procedures } from '@chairside/domain';
import type { SvgIconComponent } from '@mui/icons-material';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HealingOutlined from '@mui/icons-material/HealingOutlined';
import HelpOutlined from '@mui/icons-material/HelpOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import MedicalServicesOutlined from '@mui/icons-material/MedicalServicesOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

/** Sidebar groups, in display order (spec 000 §2.3). Labels are English i18n keys. */
export const NAV_GROUPS = ['Main', 'Pharmaceuticals', 'CMS', 'Clinic', 'Diagnostics', 'Settings', 'Account'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface NavItem {
  /** English label, also the i18n key. */
  label: string;
  path: string;
  icon: SvgIconComponent;
  /** What the page needs; null: any signed-in user. */
  permission: Permission | null;
  group: NavGroup;
  /** The API resource the page lists, when it is a resource page. */
  resource?: string;
  /** false: reachable (breadcrumb, search) but not listed in the sidebar. */
  sidebar?: boolean;
}

/**
 * The one navigation table: the sidebar, the breadcrumb, the dashboard, the
 * global search and the route guards read it. Only pages that exist are here.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: DashboardOutlined, permission: null, group: 'Main' },
  {
    label: medicamentCategories.plural,
    path: '/medicament-category',
    icon: CategoryOutlined,
    permission: medicamentCategories.permissions.read,
    group: 'Pharmaceuticals',
    resource: medicamentCategories.name,
  },
  { label: 'Web Front', path: '/', icon: PublicOutlined, permission: null, group: 'CMS' },
  {
    label: clinics.plural,
    path: '/clinic',
    icon: LocalHospitalOutlined,
    permission: clinics.permissions.read,
    group: 'Clinic',
    resource: clinics.name,
  },
  {
    label: procedures.plural,
    path: '/procedure',
    icon: MedicalServicesOutlined,
    permission: procedures.permissions.read,
    group: 'Diagnostics',
    resource: procedures.name,
  },
  {
    label: operations.plural,
    path: '/operation',
    icon: HealingOutlined,
    permission: operations.permissions.read,
    group: 'Diagnostics',
    resource: operations.name,
  },
  { label: 'Settings', path: '/configuration', icon: SettingsOutlined, permission: null, group: 'Settings' },
  { label: 'Help', path: '/help', icon: HelpOutlined, permission: null, group: 'Settings' },
  {
    label: 'My Profile',
    path: '/profile',
    icon: AccountCircleOutlined,
    permission: null,
    group: 'Account',
    sidebar: false,
  },
  { label: 'Search results', path: '/result', icon: SearchOutlined, permission: null, group: 'Main', sidebar: false },
];

/** The nav item a location belongs to: exact match first, then the longest path prefix. */
export function navItemFor(pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const item of NAV_ITEMS) {
    if (item.path === '/') continue;
    const hit = pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (hit && (!best || item.path.length > best.path.length)) best = item;
  }
  return best;
}

/** The page that lists a resource, if one exists. */
export const navItemForResource = (name: string): NavItem | undefined => NAV_ITEMS.find((i) => i.resource === name);

/** The permission a path needs (null when it is open to any signed-in user). */
export const permissionFor = (path: string): Permission | null => navItemFor(path)?.permission ?? null;
