import { publicPlaceholder } from '@/components/shell/module-placeholder';

// Public page (no session); its form arrives with the recruiting module.
const page = publicPlaceholder('placementForm');
export const generateMetadata = page.generateMetadata;
export default page.Page;
