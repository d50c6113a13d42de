import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/onboarding', { namespace: 'nav', key: 'onboarding' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
