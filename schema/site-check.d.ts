/** schema/site-check.js, made by `npm run schema` (siteCheckCode in json-schema.ts): true when zod would accept. */
export declare function site(data: unknown): boolean;
export declare function page(data: unknown): boolean;
export declare function post(data: unknown): boolean;
