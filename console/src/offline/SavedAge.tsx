import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ageOf } from './age';

/** "Saved 12 minutes ago" over a part of the day read from this device, kept current while the page stays open. */
export function SavedAge({ savedAt }: { savedAt: number | undefined }) {
  const { t, i18n } = useTranslation('day');
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    if (savedAt === undefined) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, [savedAt]);
  if (savedAt === undefined) return null;
  const age = ageOf(savedAt, now, i18n.resolvedLanguage ?? i18n.language);
  return (
    <Typography variant="body2" color="text.secondary" role="status">
      {age === null ? t('offline.savedJustNow') : t('offline.savedAgo', { age })}
    </Typography>
  );
}
