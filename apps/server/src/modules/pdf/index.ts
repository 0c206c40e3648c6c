/** A recipe as a PDF download. */
export { pdfRoutes } from './pdf.routes.ts';
