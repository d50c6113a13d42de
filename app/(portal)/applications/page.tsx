import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/applications', { namespace: 'nav', key: 'applications' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
