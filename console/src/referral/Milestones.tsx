import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { referralMilestones, type ReferralMilestone } from '@careledger/domain';
import { useTranslation } from 'react-i18next';
import type { Referral } from '../api';
import { useCalendarDate } from '../i18n/calendar-dates';

/** The most recent step recorded (the later one in the placement when two share a day). */
export const lastMilestone = (milestones: Referral['milestones']): { milestone: ReferralMilestone; date: string } | undefined => {
  let last: { milestone: ReferralMilestone; date: string } | undefined;
  for (const milestone of referralMilestones) {
    const date = milestones[milestone];
    if (date != null && (last === undefined || date >= last.date)) last = { milestone, date };
  }
  return last;
};

/** Every step of the placement in its order, with its date or "not yet". */
export function ReferralMilestones({ milestones }: { milestones: Referral['milestones'] }) {
  const { t } = useTranslation('referrals');
  const formatDate = useCalendarDate();
  return (
    <Box
      component="ol"
      aria-label={t('show.milestones')}
      sx={{ display: 'grid', rowGap: 1, m: 0, p: 0, listStyle: 'none' }}
    >
      {referralMilestones.map((milestone) => {
        const date = milestones[milestone];
        return (
          <Box component="li" key={milestone} data-testid="referral-milestone" sx={{ display: 'flex', columnGap: 3 }}>
            <Typography variant="body2" color={date == null ? 'text.secondary' : 'text.primary'} sx={{ minWidth: 150, fontWeight: date == null ? 400 : 500 }}>
              {t(`milestones.${milestone}`)}
            </Typography>
            <Typography variant="body2" color={date == null ? 'text.secondary' : 'text.primary'}>
              {date == null ? t('show.notRecorded') : formatDate(date)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
