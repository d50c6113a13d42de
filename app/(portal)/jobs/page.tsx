import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/jobs', { namespace: 'nav', key: 'jobs' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
