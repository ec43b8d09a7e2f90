import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { Actor } from '@careledger/domain';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Cluster, HubNoteSubject } from '../api';
import { PageLoader } from '../layout/PageLoader';
import { hubNotes, NoteFamilyContext } from '../note/family';
import { mayWriteHubNotes } from './noteAccess';
import { SubjectNotes } from './SubjectNotes';

/** The page's query parameter naming the cluster whose notes are shown; none for the hub's own. */
export const NOTES_ABOUT = 'notesAbout';

interface HubNotesProps {
  hubId: string;
  /** The clusters holding the hub that the reader may read, each with notes of its own; undefined while they load. */
  clusters: readonly Cluster[] | undefined;
  actor: Actor;
}

/** Notes about the hub and about each of its clusters, one tab each; the tab lives in the URL so a note's "back" returns to it. */
export function HubNotes({ hubId, clusters, actor }: HubNotesProps) {
  const { t } = useTranslation('hubs');
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const chosen = clusters?.find((cluster) => cluster.id === search.get(NOTES_ABOUT));
  const subject: HubNoteSubject = chosen === undefined ? { kind: 'hub', hubId } : { kind: 'cluster', clusterId: chosen.id };
  const tab = chosen?.id ?? 'hub';

  const choose = (next: string) => {
    const params = new URLSearchParams(search);
    if (next === 'hub') params.delete(NOTES_ABOUT);
    else params.set(NOTES_ABOUT, next);
    setSearch(params, { replace: true, state: location.state as unknown });
  };

  // A link to a cluster's notes waits for the clusters rather than showing the hub's first.
  if (clusters === undefined && search.has(NOTES_ABOUT)) return <PageLoader />;
  const tabbed = clusters !== undefined && clusters.length > 0;

  return (
    <NoteFamilyContext value={hubNotes}>
      {tabbed && (
        <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
          <Tabs value={tab} onChange={(_event, next: string) => choose(next)} aria-label={t('notes.about')} variant="scrollable" scrollButtons="auto">
            <Tab value="hub" label={t('notes.thisHub')} id="hub-notes-tab-hub" aria-controls="hub-notes-panel" />
            {clusters.map((cluster) => (
              <Tab key={cluster.id} value={cluster.id} label={t('notes.cluster', { name: cluster.name })} id={`hub-notes-tab-${cluster.id}`} aria-controls="hub-notes-panel" />
            ))}
          </Tabs>
        </Box>
      )}
      <Box role={tabbed ? 'tabpanel' : undefined} id="hub-notes-panel" aria-labelledby={tabbed ? `hub-notes-tab-${tab}` : undefined}>
        {!mayWriteHubNotes(actor) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('notes.readOnly')}
          </Typography>
        )}
        {/* A new subject starts from its first page of published notes, by every author. */}
        <SubjectNotes key={tab} hubId={hubId} subject={subject} actor={actor} />
      </Box>
    </NoteFamilyContext>
  );
}
