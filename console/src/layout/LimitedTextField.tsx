import TextField, { type TextFieldProps } from '@mui/material/TextField';

type LimitedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'error' | 'helperText' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown in place of the count. */
  error: string | undefined;
  maxLength: number;
};

/** A text field that stops at `maxLength` and counts toward it ("12/500") until it has an error to show. */
export function LimitedTextField({ value, onChange, error, maxLength, ...field }: LimitedTextFieldProps) {
  return (
    <TextField
      {...field}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== undefined}
      helperText={error ?? `${value.length}/${maxLength}`}
      slotProps={{ htmlInput: { maxLength } }}
    />
  );
}
