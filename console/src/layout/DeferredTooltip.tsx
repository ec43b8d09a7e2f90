import { lazy, Suspense } from 'react';
import type { TooltipProps } from '@mui/material/Tooltip';

// MUI's tooltip brings Popper.js (about 10 KB compressed). A tooltip shows only on hover or focus,
// so its code loads after the first render instead of holding it up.
const Tooltip = lazy(() => import('@mui/material/Tooltip'));

/** MUI's Tooltip, loaded after the first render: until then the child shows on its own. */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
