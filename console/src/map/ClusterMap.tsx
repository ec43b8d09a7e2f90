import { Suspense, lazy } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ClusterMapProps } from './clusters';
import { googleMapsKey } from './googleMapsKey';

// A map's code comes once it is on screen: the street map's only where a key makes it usable, the
// built-in surface (with supercluster) otherwise. Places arrive after a screen's first render.
const GoogleMap = lazy(() => import('./GoogleMap'));
const FallbackMap = lazy(() => import('./FallbackMap').then((module) => ({ default: module.FallbackMap })));

/** Places with clustered markers: on a Google map when a key is configured, else on the built-in surface. */
export function ClusterMap(props: ClusterMapProps) {
  const apiKey = googleMapsKey();
  return (
    <Suspense fallback={<Skeleton variant="rectangular" sx={{ height: props.height ?? 400, borderRadius: 1 }} />}>
      {apiKey === undefined ? <FallbackMap {...props} /> : <GoogleMap apiKey={apiKey} {...props} />}
    </Suspense>
  );
}
