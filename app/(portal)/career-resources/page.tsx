import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/career-resources', { namespace: 'nav', key: 'careerResources' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
