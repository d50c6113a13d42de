import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/activity-report', { namespace: 'nav', key: 'activityReport' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
