import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/whos-working', { namespace: 'nav', key: 'whosWorking' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
