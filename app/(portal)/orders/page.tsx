import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/orders', { namespace: 'nav', key: 'orders' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
