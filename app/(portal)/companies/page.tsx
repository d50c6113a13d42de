import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/companies', { namespace: 'nav', key: 'companies' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
