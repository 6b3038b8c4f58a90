/** The URL the document loads the islands script from, given by vite.config.ts's islands plugin. */
declare module "virtual:islands-script" {
  const url: string;
  export default url;
}
