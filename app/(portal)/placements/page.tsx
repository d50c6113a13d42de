import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/placements', { namespace: 'nav', key: 'placements' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
