export { Link } from './Link';
export type { LinkProps } from './Link';
export { LinkRouterProvider } from './LinkRouterProvider';
export type { LinkRouterProviderProps } from './LinkRouterProvider';
