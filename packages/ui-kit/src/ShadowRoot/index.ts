export { ShadowRootProvider } from './ShadowRootProvider';
export type { ShadowRootProviderProps } from './ShadowRootProvider';
export { adoptStyles } from './adoptStyles';
export type { AdoptStylesOptions } from './adoptStyles';
