import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/contacts', { namespace: 'nav', key: 'contacts' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
