import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocaleSegment } from '../i18n';
import { BackToList } from '../layout/RecordPage';
import { hubNotes, NoteFamilyContext } from '../note/family';
import { NotePage } from '../note/NotePage';
import { NOTES_ABOUT } from './Notes';
import { useCluster, useHub } from './queries';

/** A hub or cluster note, opened from the notes of the hub at `hubs/:hubId`. */
export default function HubNoteShow() {
  const { t } = useTranslation('hubs');
  const { hubId = '', id = '' } = useParams();
  const locale = useLocaleSegment();
  const hubPage = `/user/${locale}/hubs/${hubId}`;
  return (
    <NoteFamilyContext value={hubNotes}>
      <NotePage
        id={id}
        back={(note) => (
          <BackToList to={note?.clusterId ? `${hubPage}?${new URLSearchParams({ [NOTES_ABOUT]: note.clusterId }).toString()}` : hubPage} label={t('notes.back')} />
        )}
        subject={(note) => {
          if (note.clusterId !== null) return [t('notes.clusterField'), <ClusterName key="cluster" id={note.clusterId} />];
          if (note.hubId !== null) return [t('notes.hubField'), <HubName key="hub" id={note.hubId} />];
          return null;
        }}
      />
    </NoteFamilyContext>
  );
}

function HubName({ id }: { id: string }) {
  const locale = useLocaleSegment();
  const hub = useHub(id);
  return <RouterLink to={`/user/${locale}/hubs/${id}`}>{hub.data?.name ?? id}</RouterLink>;
}

function ClusterName({ id }: { id: string }) {
  const cluster = useCluster(id, true);
  return <>{cluster.data?.name ?? id}</>;
}
