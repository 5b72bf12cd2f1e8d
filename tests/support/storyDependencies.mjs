// @ts-check
/**
 * Libraries the ui-kit components import, pre-bundled by Vite up front in the browser suites
 * (Storybook, visual): a dependency first discovered mid-run makes Vite reload the page, which
 * fails every test of a cold (clean-clone) run.
 */
export const storyDependencies = [
  'react-aria-components',
  '@internationalized/date',
  '@floating-ui/react',
  'downshift',
];
