import { packageConfig } from '../../tsup.packages';

// tokens.css ships on its own so hosts can theme without importing any component.
export default packageConfig({ entry: ['src/index.ts', 'src/tokens.css'] });
