import { packageConfig } from '../../tsup.packages';

/**
 * Entry points: the whole package, and the saveable kinds (`@voyagent/save-button/types`, no React
 * or DOM), which @voyagent/contracts re-exports so the server accepts exactly what the button saves.
 */
const entries = { index: 'src/index.ts', types: 'src/savedItemTypes.ts' };

export default packageConfig({ entry: entries, dts: { entry: entries }, splitting: true });
