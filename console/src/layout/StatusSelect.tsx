import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface StatusSelectProps {
  label: string;
  /** The empty choice's text: every status. */
  allLabel: string;
  value: number | undefined;
  options: readonly { id: number; label: string }[];
  onChange: (status: number | undefined) => void;
}

/** A list's status filter: one status, or all of them. */
export function StatusSelect({ label, allLabel, value, options, onChange }: StatusSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={String(option.id)}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
