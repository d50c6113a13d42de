import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/jobs-v2', { namespace: 'nav', key: 'jobsV2' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
