import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/candidates', { namespace: 'pages', key: 'candidateDetails' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
