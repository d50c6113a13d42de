import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/timesheets', { namespace: 'nav', key: 'timesheets' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
