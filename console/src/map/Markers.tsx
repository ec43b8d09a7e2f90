import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';

// Centred on the place they stand for, on either surface.
const centred = { position: 'absolute', transform: 'translate(-50%, -50%)' } as const;

/** Where the built-in surface draws the marker; google-map-react positions its own. */
interface Placement {
  left: number;
  top: number;
}

interface ClusterMarkerProps {
  count: number;
  onOpen: () => void;
  at?: Placement | undefined;
}

/** A group of nearby places; opening it zooms in until they come apart. */
export function ClusterMarker({ count, onOpen, at }: ClusterMarkerProps) {
  const { t } = useTranslation();
  const diameter = Math.round(30 + Math.min(22, Math.log2(count) * 6));
  return (
    <ButtonBase
      aria-label={t('map.cluster', { count })}
      title={t('map.cluster', { count })}
      onClick={onOpen}
      data-marker="cluster"
      sx={{
        ...centred,
        ...at,
        width: diameter,
        height: diameter,
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        border: 3,
        borderColor: 'common.white',
        boxShadow: 2,
        fontWeight: 700,
        fontSize: 14,
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    >
      {count}
    </ButtonBase>
  );
}

interface PointMarkerProps {
  label: string;
  selected: boolean;
  onSelect: () => void;
  at?: Placement | undefined;
}

/** One place; selecting it tells the screen which one the visitor means. */
export function PointMarker({ label, selected, onSelect, at }: PointMarkerProps) {
  return (
    <ButtonBase
      aria-label={label}
      aria-pressed={selected}
      title={label}
      onClick={onSelect}
      data-marker="point"
      sx={{
        ...centred,
        ...at,
        width: selected ? 24 : 18,
        height: selected ? 24 : 18,
        borderRadius: '50%',
        bgcolor: selected ? 'secondary.main' : 'error.main',
        border: 3,
        borderColor: 'common.white',
        boxShadow: 2,
        zIndex: selected ? 1 : 0,
        '&.Mui-focusVisible': { outline: 3, outlineColor: 'warning.main', outlineOffset: 2 },
      }}
    />
  );
}
