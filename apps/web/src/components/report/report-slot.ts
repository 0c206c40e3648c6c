import type { ReactNode } from 'react';
import type { ReportTargetType } from '@receptari/shared/reports/reports.rules';

/**
 * What a page hands the 'Denunciar' menu (docs/product.md#denuncies): the reports feature builds it
 * and the app layer passes it in, since features do not import each other. `ownerId` lets the menu
 * leave out one's own content; `what` names the target in the menu button's accessible name.
 */
export type ReportSlotProps = {
  target: ReportTargetType;
  id: number;
  ownerId: number | null;
  what: string;
};
export type ReportSlot = (props: ReportSlotProps) => ReactNode;
