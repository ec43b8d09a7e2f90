import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import type { LocationSearchResult } from '../api';
import { useCareServiceNames } from './careServiceNames';
import { useDistanceFormat } from './distance';
import { profilePath } from './profilePaths';
import type { SearchType } from './searchTypes';

interface ResultListProps {
  type: SearchType;
  results: readonly LocationSearchResult[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
}

/** Nearest first: name, where, how far; for an agency, the care it offers. */
export function ResultList({ type, results, selectedId, onSelect }: ResultListProps) {
  const { t } = useTranslation('landing');
  const distance = useDistanceFormat();
  const careServiceNames = useCareServiceNames();
  const locale = useLocaleSegment();
  return (
    <List aria-label={t('results.listLabel')} disablePadding>
      {results.map((result) => (
        <ListItem
          key={result.id}
          disablePadding
          divider
          data-result-id={result.id}
          // The link to the profile sits beside the row's button, never inside it (one control per element).
          secondaryAction={
            <Button size="small" component={RouterLink} to={profilePath(locale, type, result.id)} aria-label={t('results.openLabel', { name: result.name })}>
              {t('results.open')}
            </Button>
          }
        >
          <ListItemButton selected={result.id === selectedId} onClick={() => onSelect(result.id)} sx={{ alignItems: 'flex-start', gap: 2, '&&': { pr: 13 } }}>
            <ListItemText
              primary={result.name}
              secondary={
                <>
                  {`${result.city}, ${result.province}`}
                  {'careServiceIds' in result && result.careServiceIds.length > 0 && (
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      {careServiceNames(result.careServiceIds)}
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
