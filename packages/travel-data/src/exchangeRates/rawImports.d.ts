/** Vite's `?raw` import: the file's text (the tests read the kept extract this way). */
declare module '*?raw' {
  const text: string;
  export default text;
}
