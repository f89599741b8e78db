import { type ChangeEvent, useRef, useState } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** What a field is typed in. */
type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A form's text fields, checked in the browser before they are sent, with the message next to each
 * field and the focus on the first field that has one.
 *
 * - The browser's messages appear at the first attempt, then follow the typing: they disappear as soon
 *   as the field is fixed (and a password confirmation follows the password it repeats).
 * - The server's messages (`showServerErrors`) stay until their own field is edited.
 * - `initial` lists the fields in their order on screen: the focus goes to the first one in error.
 */
export function useFormFields<F extends string>(
  initial: Record<F, string>,
  validate: (values: Record<F, string>) => FieldErrors<F>,
) {
  const order = Object.keys(initial) as F[];
  const [values, setValues] = useState(initial);
  const [browserErrors, setBrowserErrors] = useState<FieldErrors<F>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<F>>({});
  const [attempted, setAttempted] = useState(false);
  const elements = useRef<Partial<Record<F, TextElement | null>>>({});

  const focusFirst = (errors: FieldErrors<F>) => {
    const first = order.find((field) => errors[field]);
    if (first) elements.current[first]?.focus();
  };

  /** A new value for a field that is not a text input (a select): `onChange={(v) => form.update('role', v ?? '')}`. */
  const update = (field: F, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (serverErrors[field]) setServerErrors(({ [field]: _edited, ...others }) => others as FieldErrors<F>);
    if (attempted) setBrowserErrors(validate(next));
  };

  /** An attempt to send: true when the browser finds nothing to say; otherwise the messages show. */
  const check = (): boolean => {
    setAttempted(true);
    setServerErrors({});
    const found = validate(values);
    setBrowserErrors(found);
    focusFirst(found);
    return order.every((field) => !found[field]);
  };

  /** The server refused some fields: its messages go next to them. */
  const showServerErrors = (errors: FieldErrors<F>) => {
    setServerErrors(errors);
    focusFirst(errors);
  };

  /** A field focused with its text selected, ready to be typed again (a refused password). */
  const select = (field: F) => {
    elements.current[field]?.focus();
    elements.current[field]?.select();
  };

  /** Back to the initial values (after a save that empties the form). */
  const reset = () => {
    setValues(initial);
    setBrowserErrors({});
    setServerErrors({});
    setAttempted(false);
  };

  const errors: FieldErrors<F> = { ...browserErrors, ...serverErrors };

  /** The props that tie an input to a field: `<TextInput {...form.field('email')} label=… />`. */
  const field = (name: F) => ({
    ref: (element: TextElement | null) => {
      elements.current[name] = element;
    },
    value: values[name],
    onChange: (event: ChangeEvent<TextElement>) => update(name, event.currentTarget.value),
    error: errors[name],
  });

  return { values, errors, field, update, check, showServerErrors, select, reset };
}
