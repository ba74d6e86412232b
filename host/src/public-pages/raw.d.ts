/** Rsbuild's `?raw` import: the file's text. */
declare module '*?raw' {
  const content: string;
  export default content;
}
