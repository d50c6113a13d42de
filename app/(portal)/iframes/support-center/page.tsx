import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/iframes/support-center', { namespace: 'nav', key: 'supportCenter' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
