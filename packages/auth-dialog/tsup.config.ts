import { packageConfig } from '../../tsup.packages';

/**
 * Entry points: the package (dialog, page panel and rules) and the reCAPTCHA v3 loader
 * (`@voyagent/auth-dialog/recaptcha`), which only hosts with a site key need.
 */
const entries = { index: 'src/index.ts', recaptcha: 'src/recaptcha/index.ts' };

export default packageConfig({ entry: entries, dts: { entry: entries }, splitting: true });
