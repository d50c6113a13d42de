import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/applications', { namespace: 'pages', key: 'applicationDetails' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
