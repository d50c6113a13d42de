import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/jobs-v2', { namespace: 'pages', key: 'jobDetails' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
