import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PostingCandidateEntry } from '../api';
import { shortId } from '../assessment/datetime';
import { ErrorAlert } from '../layout/ErrorAlert';
import { PageLoader } from '../layout/PageLoader';
import { usePostingAgencies, usePostingCaregivers } from './queries';

interface CandidateListProps {
  query: UseQueryResult<PostingCandidateEntry[]>;
  empty: string;
  label: string;
}

function CandidateList({ query, empty, label }: CandidateListProps) {
  const { t } = useTranslation('postings');
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label={label}>
      {query.data.map((candidate) => (
        <ListItem key={candidate.id} disableGutters>
          <ListItemText
            primary={candidate.name ?? t('candidates.unnamed', { id: shortId(candidate.id) })}
            slotProps={{ primary: { title: candidate.id } }}
          />
          <Stack direction="row" spacing={0.5}>
            {candidate.relations.map((relation) => (
              <Chip key={relation} size="small" variant={relation === candidate.relation ? 'filled' : 'outlined'} label={t(`candidates.relation.${relation}`)} />
            ))}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}

export function PostingAgencies({ postingId }: { postingId: string }) {
  const { t } = useTranslation('postings');
  return <CandidateList query={usePostingAgencies(postingId)} empty={t('candidates.emptyAgencies')} label={t('show.agencies')} />;
}

export function PostingCaregivers({ postingId }: { postingId: string }) {
  const { t } = useTranslation('postings');
  return <CandidateList query={usePostingCaregivers(postingId)} empty={t('candidates.emptyCaregivers')} label={t('show.caregivers')} />;
}
