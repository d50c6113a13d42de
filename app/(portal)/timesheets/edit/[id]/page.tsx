import { modulePlaceholder } from '@/components/shell/module-placeholder';

const page = modulePlaceholder('/timesheets', { namespace: 'pages', key: 'timesheetEdit' });
export const generateMetadata = page.generateMetadata;
export default page.Page;
