import { NotFoundScreen } from '@/components/shell/not-found-screen';

/** notFound() in a portal page: the screen inside the shell, which already holds the <main> landmark. */
export default function PortalNotFound() {
  return <NotFoundScreen inShell />;
}
