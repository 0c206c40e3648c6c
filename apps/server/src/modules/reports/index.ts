/*
 * Reports (docs/product.md#denuncies): users report a recipe, comment or user; three reporters hide
 * it until an admin dismisses the reports or deletes it. Other modules use whether a profile is
 * hidden (profiles). Each kind of target is one entry of report-targets.ts.
 */
export { reportsRoutes } from './reports.routes.ts';
export { userHiddenByReports } from './reports.service.ts';
