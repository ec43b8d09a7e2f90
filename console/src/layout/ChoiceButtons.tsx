import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

/**
 * Buttons pressed in and out (`aria-pressed`), drawn with the Button every screen already loads:
 * MUI's toggle buttons and chips cost about 2 KB of brotli each on a first screen for the same
 * meaning (issue 24's budget).
 */
interface PressButtonProps {
  pressed: boolean;
  onClick: () => void;
  children: ReactNode;
  /** A chip's rounded look, for a set of filters any number of which may be pressed. */
  rounded?: boolean;
}

export function PressButton({ pressed, onClick, children, rounded = false }: PressButtonProps) {
  return (
    <Button
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      disableElevation
      aria-pressed={pressed}
      onClick={onClick}
      sx={{ textTransform: 'none', fontWeight: 600, ...(rounded && { borderRadius: 4, px: 1.5 }) }}
    >
      {children}
    </Button>
  );
}

interface ChoiceButtonsProps<Value extends string | number> {
  /** The group's accessible name. */
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** One of a few choices as a joined row of buttons, the chosen one pressed; pressing it again keeps it. */
export function ChoiceButtons<Value extends string | number>({ label, value, options, onChange }: ChoiceButtonsProps<Value>) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignSelf: 'flex-start',
        flexWrap: 'wrap',
        '& > .MuiButton-root:not(:first-of-type)': { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, ml: '-1px' },
        '& > .MuiButton-root:not(:last-of-type)': { borderTopRightRadius: 0, borderBottomRightRadius: 0 },
      }}
    >
      {options.map((option) => (
        <PressButton key={option.value} pressed={option.value === value} onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}>
          {option.label}
        </PressButton>
      ))}
    </Box>
  );
}
