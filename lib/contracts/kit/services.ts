/** The services of SPEC §7 and their base URLs (DESIGN.md §4); same-origin mounts unless configured. */
export type ServiceName = 'main' | 'onDemand' | 'candidates' | 'users' | 'onboarding' | 'workApp';

/** Header naming the app a request is for; the candidates API expects `Bearer` tokens (SPEC §7). */
export const APP_HEADER = 'x-app';
export const CANDIDATES_APP = 'candidates';

// NEXT_PUBLIC_* must be referenced literally for Next to inline them into the browser bundle,
// which is why these few reads live here rather than in lib/env.ts.
export const SERVICE_BASE: Record<ServiceName, string> = {
  main: process.env.NEXT_PUBLIC_API_MAIN || '/api/main',
  onDemand: process.env.NEXT_PUBLIC_API_ON_DEMAND || '/api/on-demand',
  candidates: process.env.NEXT_PUBLIC_API_CANDIDATES || '/api/candidates',
  users: process.env.NEXT_PUBLIC_API_USERS || '/api/users',
  onboarding: process.env.NEXT_PUBLIC_API_ONBOARDING || '/api/onboarding',
  workApp: process.env.NEXT_PUBLIC_API_WORK_APP || '/api/work-app',
};

/** The app identifier each service's requests carry. */
export const SERVICE_APP: Record<ServiceName, string> = {
  main: 'main',
  onDemand: 'on-demand',
  candidates: CANDIDATES_APP,
  users: 'users',
  onboarding: 'onboarding',
  workApp: 'work-app',
};
