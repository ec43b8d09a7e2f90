import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';

/** The navigation over a narrow screen, opened from the app bar's menu button. */
export default function NavigationDrawer({ open, onClose, width, children }: { open: boolean; onClose: () => void; width: number; children: ReactNode }) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} slotProps={{ paper: { sx: { width } } }}>
      {children}
    </Drawer>
  );
}
