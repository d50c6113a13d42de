/** The company-setting switches that widen what a Company Contact may open (SPEC §6). */
export type PortalFlags = {
  shiftEnabled: boolean;
  clientContactsPortal: boolean;
  showOrdersToClient: boolean;
};

type FlagSource = {
  shift?: { enabled?: unknown };
  clientContactsPortal?: { enabled?: unknown };
  orders?: { show_orders_to_client?: unknown };
};

/** The settings switches the permission table consults (SPEC §6). */
export function portalFlags(s: FlagSource): PortalFlags {
  return {
    shiftEnabled: s.shift?.enabled === true,
    clientContactsPortal: s.clientContactsPortal?.enabled === true,
    showOrdersToClient: s.orders?.show_orders_to_client === true,
  };
}
