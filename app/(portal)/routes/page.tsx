import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/routes', { namespace: 'nav', key: 'transportRoutes' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
