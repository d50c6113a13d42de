import { CareerResourcesScreen } from '@/components/career-resources/career-resources-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'careerResources');

export default async function CareerResourcesPage() {
  await requireSession({ route: '/career-resources' });
  return <CareerResourcesScreen />;
}
