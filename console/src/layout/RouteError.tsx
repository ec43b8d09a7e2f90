import { Component, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useLocation, type Location } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * The last line: a screen that failed to render or whose code could not be loaded (often a
 * deploy while the tab was open, which a reload fixes).
 */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('errors.unexpected')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('errors.reloadHint')}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </Button>
    </Container>
  );
}

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: Location;
}

// As the data router's error boundary did: going to another page leaves the error behind.
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of every screen that throws while rendering. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <LocationErrorBoundary location={useLocation()}>{children}</LocationErrorBoundary>;
}
