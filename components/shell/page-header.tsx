/** PageHeader is a plain UI piece (components/ui/page-header.tsx); this path stays valid for the screens that import it. */
export { PageHeader } from '@/components/ui/page-header';
