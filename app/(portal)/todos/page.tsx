import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/todos', { namespace: 'nav', key: 'todos' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
