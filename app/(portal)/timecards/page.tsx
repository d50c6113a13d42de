import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/timecards', { namespace: 'nav', key: 'timecards' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
