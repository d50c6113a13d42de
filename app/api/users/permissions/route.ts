import { handler } from '@/lib/http/handler';
import { usersContracts } from '@/lib/contracts/users';
import { permissionCatalogue } from '@/lib/users/roles';
import { listed } from '@/lib/users/route';

/** The permission keys (route paths of the permission table) with their menu label key under `nav`. */
export const GET = handler(usersContracts.permissions, async () => listed(permissionCatalogue()));
