/** The support page's row of the permission table (ROUTE_RULES: every signed-in role), which its API follows. */
export const SUPPORT_CENTER_ROUTE = '/iframes/support-center';
export const SUPPORT_ROUTE = { route: SUPPORT_CENTER_ROUTE } as const;
