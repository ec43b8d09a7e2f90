import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';

interface DialogButtonProps {
  label: string;
  /** Called as the dialog opens: a form starts without the last attempt's outcome (a mutation's `reset`). */
  onOpen?: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** The dialog's content, mounted only while open so each opening starts from the record as saved. */
  children: (close: () => void) => ReactNode;
}

/** An outlined button that opens a form in a dialog; the form closes it (on cancel or success) through `close`. */
export function DialogButton({ label, onOpen, maxWidth = 'sm', children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        variant="outlined"
        sx={{ alignSelf: 'flex-start' }}
        onClick={() => {
          onOpen?.();
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth={maxWidth}>
        {open && children(close)}
      </Dialog>
    </>
  );
}
