import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

const SEARCH_DELAY_MS = 300;

/** What the server found for the typed text: the choices, and whether it is still looking or failed. */
export interface Found<Choice> {
  choices: Choice[];
  searching: boolean;
  failed: boolean;
}

interface SearchPickerProps<Choice> {
  name: string;
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  /** Asks the server for what matches `search` while the list is `open` (a query hook, the same on every render). */
  useFound: (search: string, open: boolean) => Found<Choice>;
  idOf: (choice: Choice) => string;
  nameOf: (choice: Choice) => string;
  /** The text of a choice in the open list; its name when not given. */
  describe?: (choice: Choice) => string;
  texts: { none: string; searching: string; failed: string };
  size?: 'small' | 'medium';
  required?: boolean;
  autoFocus?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
}

/**
 * A choice found by typing the start of its name: the server searches (after a pause in typing) and
 * scopes; the list shows what it answered, unfiltered.
 */
export function SearchPicker<Choice>({ name, label, value, onChange, useFound, idOf, nameOf, describe = nameOf, texts, size = 'medium', required = false, autoFocus = false, error, helperText }: SearchPickerProps<Choice>) {
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [input]);
  const found = useFound(search, open);

  return (
    <Autocomplete
      size={size}
      sx={size === 'small' ? { minWidth: 260 } : undefined}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      options={found.choices}
      loading={found.searching}
      filterOptions={(all) => all}
      getOptionLabel={nameOf}
      isOptionEqualToValue={(option, chosen) => idOf(option) === idOf(chosen)}
      renderOption={({ key, ...props }, choice) => (
        <li key={key} {...props}>
          {describe(choice)}
        </li>
      )}
      onChange={(_event, choice) => onChange(choice)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
        if (reason === 'clear' || reason === 'reset') setInput('');
      }}
      noOptionsText={found.failed ? texts.failed : texts.none}
      loadingText={texts.searching}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} required={required} autoFocus={autoFocus} error={error !== undefined} helperText={error ?? helperText} />
      )}
    />
  );
}
