import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/push-notification', { namespace: 'nav', key: 'notifications' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
