import { TodosScreen } from '@/components/todos/todos-screen';
import { requireSession } from '@/lib/auth/guard';
import { titleFrom } from '@/lib/settings/page-metadata';

export const generateMetadata = titleFrom('nav', 'todos');

export default async function TodosPage() {
  const session = await requireSession({ route: '/todos' });
  // The viewer's own id: quick-add assigns to them, and "mine" leaves them out of the people list.
  return <TodosScreen me={session.userId} />;
}
