import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/contacts', { namespace: 'pages', key: 'contactUpdate' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
