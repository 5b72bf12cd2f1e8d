export { openExternal } from './openExternal';
