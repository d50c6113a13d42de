/**
 * Whether the portal has finished starting in this browser tab. SPEC §2's start-up messages ('Getting
 * User Details', ...) belong to the first load only; later client navigations show a plain progress bar.
 * Module state on purpose: it lives exactly as long as the loaded document (a full reload starts again).
 */
let started = false;

export function markPortalStarted(): void {
  started = true;
}

export function portalStarted(): boolean {
  return started;
}
