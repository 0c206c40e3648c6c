import { caReports } from '../ca/reports.ts';
import { defineMessages } from '../view.ts';

/** The reports texts in the reader's language (docs/product.md "Languages"). */
export const trReports = defineMessages('reports', caReports);
