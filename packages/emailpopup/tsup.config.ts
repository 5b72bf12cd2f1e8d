export { default } from '../../tsup.packages';
