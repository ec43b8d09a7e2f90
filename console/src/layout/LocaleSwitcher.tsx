import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LOCALES, segmentInPath, switchLocale } from '../i18n';
import { TranslateIcon } from './icons';

/** Switches language and stays on the same page (same path, query and hash). */
export function LocaleSwitcher() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = segmentInPath(location.pathname);
  const currentLabel = LOCALES.find((locale) => locale.segment === current)?.label ?? current;

  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={t('locale.switch', { language: currentLabel })}
        aria-haspopup="menu"
        aria-controls={anchor === null ? undefined : menuId}
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {currentLabel}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((locale) => (
          <MenuItem
            key={locale.segment}
            lang={locale.tag}
            selected={locale.segment === current}
            onClick={() => {
              setAnchor(null);
              if (locale.segment !== current) {
                void navigate(`${switchLocale(location.pathname, locale.segment)}${location.search}${location.hash}`, { state: location.state as unknown });
              }
            }}
          >
            {locale.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
