/** The URL the document loads the islands script from, given by the islands plugin (src/vite/islands-script.ts). */
declare module "virtual:islands-script" {
  const url: string;
  export default url;
}
