import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

interface ChoiceFilterProps<Value extends string> {
  label: string;
  /** The empty choice's text: no filter. */
  allLabel: string;
  value: Value | undefined;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
}

/** A list filter over named states (`open`, `active`…), where `StatusSelect` takes numeric ids. */
export function ChoiceFilter<Value extends string>({ label, allLabel, value, options, onChange }: ChoiceFilterProps<Value>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(options.find((option) => option.value === event.target.value)?.value)}
      sx={{ minWidth: 180, flex: { xs: 1, sm: 'none' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
