import { DataGrid, type DataGridProps } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

const gridLocales: Partial<Record<string, typeof esES>> = { 'es-ES': esES };

/** MUI's data grid in the reader's language: its own chunk, loaded by the first list that shows it (RecordGrid). */
export default function GridView(props: DataGridProps) {
  const { i18n } = useTranslation();
  return <DataGrid {...props} localeText={gridLocales[i18n.resolvedLanguage ?? i18n.language]?.components.MuiDataGrid.defaultProps.localeText} />;
}
