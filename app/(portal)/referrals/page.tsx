import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/referrals', { namespace: 'nav', key: 'referrals' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
