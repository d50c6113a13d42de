/** SPEC §1/§8: the exact message phones and tablets see on the portal and login. */
export const MOBILE_BLOCK_MESSAGE = 'Sorry, mobile view is currently not supported';

const MOBILE_UA = /Android|iPhone|iPad|iPod|Mobile|BlackBerry|IEMobile|Opera Mini|webOS|Windows Phone/i;

export function isMobileUserAgent(ua: string | null | undefined): boolean {
  return !!ua && MOBILE_UA.test(ua);
}
