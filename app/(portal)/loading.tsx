import { LoadingScreen } from '@/components/shell/loading-screen';

export default function Loading() {
  return <LoadingScreen />;
}
