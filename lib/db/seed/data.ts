/** Fixed demo content (DESIGN.md §4). Names are invented; any likeness is chance. */
export type TenantSpec = {
  slug: string;
  name: string;
  primary: string;
  secondary: string;
  shift: boolean;
  contactsPortal: boolean;
  ordersToClient: boolean;
  /** Client company names of its own ("Northwind Group"), so two demo tenants are told apart on screen. */
  variantNames?: boolean;
};

/** A tenant with every portal module on and client names of its own: what tests and the bench seed beside the demo tenants. */
export const fullTenantSpec = (slug: string, name: string): TenantSpec => ({
  slug,
  name,
  primary: '#334155',
  secondary: '#f1f5f9',
  shift: true,
  contactsPortal: true,
  ordersToClient: true,
  variantNames: true,
});

export const DEMO_TENANTS = [
  {
    slug: 'acme',
    name: 'Acme Staffing',
    primary: '#0f766e',
    secondary: '#e6f4f1',
    shift: true,
    contactsPortal: true,
    ordersToClient: true,
  },
  {
    slug: 'globex',
    name: 'Globex Workforce',
    primary: '#7c3aed',
    secondary: '#2e1065',
    shift: false,
    contactsPortal: false,
    ordersToClient: false,
    variantNames: true,
  },
] as const;

export const DEMO_USERS = [
  { local: 'superadmin', username: 'Sam Super', roleId: 1 },
  { local: 'admin', username: 'Alex Admin', roleId: 2 },
  { local: 'recruiter', username: 'Riley Recruiter', roleId: 3 },
  { local: 'contact', username: 'Casey Contact', roleId: 4 },
] as const;

/** The demo Company Contact user; the first client company's contact record is hers. */
export const DEMO_CONTACT_USER = DEMO_USERS[3];

export const CLIENT_COMPANIES = [
  {
    name: 'Northwind Logistics',
    industry: 'Warehousing',
    city: 'Columbus',
    state: 'OH',
    sites: ['Distribution Center East', 'Cross-Dock North'],
  },
  { name: 'Bluebird Foods', industry: 'Food production', city: 'Dayton', state: 'OH', sites: ['Bakery Plant', 'Packaging Hall'] },
  { name: 'Summit Hotels', industry: 'Hospitality', city: 'Cincinnati', state: 'OH', sites: ['Riverside Hotel'] },
  { name: 'Harbor Manufacturing', industry: 'Manufacturing', city: 'Toledo', state: 'OH', sites: ['Assembly Line A', 'Paint Shop'] },
  { name: 'Greenleaf Health', industry: 'Healthcare', city: 'Akron', state: 'OH', sites: ['Main Campus'] },
] as const;

export const POSITIONS = [
  { name: 'Forklift Operator', pay: 19, bill: 28.5 },
  { name: 'Warehouse Associate', pay: 17, bill: 25 },
  { name: 'Line Cook', pay: 18, bill: 27 },
  { name: 'Housekeeper', pay: 16, bill: 23.5 },
  { name: 'Machine Operator', pay: 21, bill: 31 },
  { name: 'Packer', pay: 16.5, bill: 24 },
  { name: 'Patient Transporter', pay: 17.5, bill: 26 },
  { name: 'Picker', pay: 16.5, bill: 24 },
  { name: 'Loader', pay: 17, bill: 25 },
  { name: 'Baker', pay: 17.5, bill: 25.5 },
  { name: 'Server', pay: 15, bill: 22 },
  { name: 'Assembler', pay: 18, bill: 26.5 },
] as const;

type PositionName = (typeof POSITIONS)[number]['name'];
type Industry = (typeof CLIENT_COMPANIES)[number]['industry'];

/**
 * What each client's trade staffs, by its industry (issue 22 item 15): a logistics client gets pickers and
 * forklift drivers, never a line cook. Every seeded placement, shift and order takes its position from here.
 */
export const TRADE_POSITIONS: Record<Industry, readonly PositionName[]> = {
  Warehousing: ['Forklift Operator', 'Picker', 'Loader', 'Warehouse Associate', 'Packer'],
  'Food production': ['Packer', 'Baker', 'Line Cook'],
  Hospitality: ['Housekeeper', 'Server', 'Line Cook'],
  Manufacturing: ['Machine Operator', 'Assembler', 'Warehouse Associate'],
  Healthcare: ['Patient Transporter', 'Housekeeper'],
};

/** A position's demo pay and bill rates. */
export const rateOf = (name: PositionName) => POSITIONS.find((p) => p.name === name) ?? POSITIONS[1];

export const FIRST_NAMES = [
  'Ava',
  'Liam',
  'Maya',
  'Noah',
  'Zoe',
  'Ethan',
  'Lena',
  'Omar',
  'Iris',
  'Jonah',
  'Priya',
  'Mateo',
  'Chloe',
  'Kofi',
  'Hana',
  'Diego',
  'Nora',
  'Felix',
  'Amara',
  'Lucas',
  'Sofia',
  'Yusuf',
  'Elena',
  'Theo',
  'Mina',
  'Caleb',
  'Rosa',
  'Ivan',
  'Leah',
  'Samir',
];
export const LAST_NAMES = [
  'Garcia',
  'Nguyen',
  'Okafor',
  'Schmidt',
  'Rossi',
  'Kim',
  'Haddad',
  'Novak',
  'Silva',
  'Brooks',
  'Patel',
  'Moreau',
  'Ivanova',
  'Chen',
  'Johnson',
  'Lopez',
  'Dubois',
  'Khan',
  'Murphy',
  'Sato',
];
