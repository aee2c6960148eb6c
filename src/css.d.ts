declare module '*.css' {
  const cssText: string;
  export default cssText;
}
