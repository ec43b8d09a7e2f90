import { Suspense, lazy, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AddIcon } from '../layout/icons';
import { createClusterIndex, markersIn, type ClusterMapProps, type MapPoint } from './clusters';
import { FitScreenIcon, RemoveIcon } from './icons';
import { ClusterMarker, PointMarker } from './Markers';
import { useElementSize } from './useElementSize';
import { MAX_ZOOM, MIN_ZOOM, clampZoom, fitView, panBy, project, visibleBox, type MapView } from './viewport';

// The coastlines and borders are a chunk of their own, fetched once a map is on screen.
const Basemap = lazy(() => import('./Basemap'));

const DEFAULT_SIZE = { width: 640, height: 400 };
const GRID_PX = 48;
// Markers just outside the edge still show their half that is inside.
const EDGE_MARGIN_PX = 24;
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface ChosenView {
  points: readonly MapPoint[];
  view: MapView;
}

/**
 * The map without a street map (no Google key, or offline): the places drawn over the shipped
 * coastlines and borders, clustered as on the street map, with zoom buttons, drag, and keys.
 */
export function FallbackMap({ points, onSelect, selectedId, label, height = 400 }: ClusterMapProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const [measure, size] = useElementSize(DEFAULT_SIZE);
  const index = useMemo(() => createClusterIndex(points), [points]);
  // A view the visitor chose lasts while the points stay the same; new points are fitted afresh.
  const [chosen, setChosen] = useState<ChosenView | null>(null);
  const fitted = chosen?.points !== points;
  const view = chosen !== null && !fitted ? chosen.view : fitView(points, size);
  const drag = useRef<{ x: number; y: number; view: MapView } | null>(null);

  const show = (next: MapView) => setChosen({ points, view: { center: next.center, zoom: clampZoom(next.zoom) } });
  const zoomBy = (step: number) => show({ center: view.center, zoom: view.zoom + step });
  const markers = markersIn(index, visibleBox(view, size, EDGE_MARGIN_PX), view.zoom);
  const origin = project(view, size, { lat: 0, lng: 0 });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = Math.round(Math.min(size.width, size.height) / 4);
    const moves: Partial<Record<string, [number, number]>> = { ArrowLeft: [step, 0], ArrowRight: [-step, 0], ArrowUp: [0, step], ArrowDown: [0, -step] };
    const move = moves[event.key];
    if (move !== undefined) show(panBy(view, move[0], move[1]));
    else if (event.key === '+' || event.key === '=') zoomBy(1);
    else if (event.key === '-' || event.key === '_') zoomBy(-1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    // Only the background drags: a press on a marker or a button is a click.
    if (event.target !== event.currentTarget || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, view };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (start !== null) show(panBy(start.view, event.clientX - start.x, event.clientY - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };

  return (
    <Box sx={{ position: 'relative', height, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
      <Box
        ref={measure}
        role="region"
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        data-zoom={view.zoom}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        sx={{
          position: 'absolute',
          inset: 0,
          cursor: 'grab',
          touchAction: 'none',
          bgcolor: '#e8eff5',
          backgroundImage: 'linear-gradient(#d3dee8 1px, transparent 1px), linear-gradient(90deg, #d3dee8 1px, transparent 1px)',
          backgroundSize: `${GRID_PX}px ${GRID_PX}px`,
          backgroundPosition: `${origin.x % GRID_PX}px ${origin.y % GRID_PX}px`,
          '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: -3 },
        }}
      >
        <Suspense fallback={null}>
          <Basemap view={view} size={size} />
        </Suspense>
        <Box component="span" id={hintId} sx={visuallyHidden}>
          {t('map.keyboardHint')}
        </Box>
        {markers.map((marker) => {
          const { x, y } = project(view, size, marker);
          return marker.kind === 'cluster' ? (
            <ClusterMarker
              key={marker.key}
              count={marker.count}
              onOpen={() => show({ center: { lat: marker.lat, lng: marker.lng }, zoom: marker.expansionZoom })}
              at={{ left: x, top: y }}
            />
          ) : (
            <PointMarker
              key={marker.key}
              label={marker.point.label}
              selected={marker.point.id === selectedId}
              onSelect={() => onSelect(marker.point.id)}
              at={{ left: x, top: y }}
            />
          );
        })}
      </Box>
      <Paper elevation={2} sx={{ position: 'absolute', top: 8, right: 8, display: 'flex', flexDirection: 'column' }}>
        <IconButton size="small" aria-label={t('map.zoomIn')} title={t('map.zoomIn')} onClick={() => zoomBy(1)} disabled={view.zoom >= MAX_ZOOM}>
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('map.zoomOut')} title={t('map.zoomOut')} onClick={() => zoomBy(-1)} disabled={view.zoom <= MIN_ZOOM}>
          <RemoveIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('map.showAll')} title={t('map.showAll')} onClick={() => setChosen(null)} disabled={fitted}>
          <FitScreenIcon fontSize="small" />
        </IconButton>
      </Paper>
      <Typography
        variant="caption"
        sx={{ position: 'absolute', left: 8, bottom: 4, px: 0.75, borderRadius: 0.5, bgcolor: 'rgba(255,255,255,0.8)', color: 'text.secondary', pointerEvents: 'none' }}
      >
        {t('map.simplified')}
      </Typography>
    </Box>
  );
}
