import { IconToolsKitchen2 } from '@tabler/icons-react';
import classes from './picture-placeholder.module.css';

/**
 * Where a recipe without a picture (an imported one) would show it: it fills the picture's box with
 * the brand's tint and a quiet kitchen mark, so a grid or a page keeps its shape. Decorative: the
 * title beside it says what it is.
 */
export function PicturePlaceholder({ iconSize = 40 }: { iconSize?: number }) {
  return (
    <div className={classes.placeholder} aria-hidden data-testid="picture-placeholder">
      <IconToolsKitchen2 size={iconSize} stroke={1.4} />
    </div>
  );
}
