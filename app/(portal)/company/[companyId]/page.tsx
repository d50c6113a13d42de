import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/company', { namespace: 'pages', key: 'companyDetails' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
