/** schema/site-conform.js, made by `npm run schema` (conformPlanCode in conform-plan.ts): how to conform a site. */
export declare const plan: unknown;
