export { Breadcrumb } from './Breadcrumb';
export type { BreadcrumbProps } from './Breadcrumb';
export type { BreadcrumbItem } from './breadcrumbItems';
