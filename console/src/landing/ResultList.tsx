import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LocationSearchResult } from '../api';
import { useCareServiceLabel } from '../posting/careService';
import { useDistanceFormat } from './distance';

interface ResultListProps {
  results: readonly LocationSearchResult[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** Nearest first: name, where, how far; for an agency, the care it offers. */
export function ResultList({ results, selectedId, onSelect }: ResultListProps) {
  const { t } = useTranslation('landing');
  const distance = useDistanceFormat();
  const careService = useCareServiceLabel();
  return (
    <List aria-label={t('results.listLabel')} disablePadding>
      {results.map((result) => (
        <ListItem key={result.id} disablePadding divider data-result-id={result.id}>
          <ListItemButton selected={result.id === selectedId} onClick={() => onSelect(result.id)} sx={{ alignItems: 'flex-start', gap: 2 }}>
            <ListItemText
              primary={result.name}
              secondary={
                <>
                  {`${result.city}, ${result.province}`}
                  {'careServiceIds' in result && result.careServiceIds.length > 0 && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {result.careServiceIds.map(careService).join(' · ')}
                    </Typography>
                  )}
                </>
              }
            />
            <Typography variant="body2" sx={{ whiteSpace: 'nowrap', pt: 0.75, fontWeight: 600 }}>
              {distance(result.distanceKm)}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
