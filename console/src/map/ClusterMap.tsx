import { Suspense, lazy } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ClusterMapProps } from './clusters';
import { FallbackMap } from './FallbackMap';
import { googleMapsKey } from './googleMapsKey';

// The street map's code is fetched only where a key makes it usable.
const GoogleMap = lazy(() => import('./GoogleMap'));

/** Places with clustered markers: on a Google map when a key is configured, else on the built-in surface. */
export function ClusterMap(props: ClusterMapProps) {
  const apiKey = googleMapsKey();
  if (apiKey === undefined) return <FallbackMap {...props} />;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: props.height ?? 400, borderRadius: 1 }} />}>
      <GoogleMap apiKey={apiKey} {...props} />
    </Suspense>
  );
}
