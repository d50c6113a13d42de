import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/candidates', { namespace: 'nav', key: 'candidates' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
