import { handler } from '@/lib/api/handler';
import { permissionCatalogue } from '@/lib/users/roles';
import { ADMIN_ROUTE, listed } from '@/lib/users/route';

/** The permission keys (route paths of the permission table) with their menu label key under `nav`. */
export const GET = handler({ route: ADMIN_ROUTE }, async () => listed(permissionCatalogue()));
