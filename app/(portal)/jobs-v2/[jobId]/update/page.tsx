import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/jobs-v2', { namespace: 'pages', key: 'jobUpdate' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
