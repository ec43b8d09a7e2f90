import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while a screen's code, its texts or the session load. Deliberately text-free: texts may not be loaded yet. */
export function PageLoader() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240, flex: 1 }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
