import { type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslator } from './translator';

/** A form's messages by field, in the user's language (decision 029). */
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

export interface PortalFormOptions<V> {
  initialValues: V;
  /**
   * The browser's checks of the values on screen — the contracts' rules, their keys localized — as a
   * message by field in error (none when the values can be sent).
   */
  validate: (values: V) => FieldErrors<V>;
}

export type PortalForm<V extends Record<string, unknown>> = Omit<
  UseFormReturnType<V>,
  'onSubmit' | 'reset' | 'errors'
> & {
  /** The messages shown, by field. */
  errors: FieldErrors<V>;
  /**
   * An attempt to send: true when the browser finds nothing to say; otherwise the messages show and
   * the first field in error (in the page's order) takes the focus.
   */
  check: () => boolean;
  /**
   * `<form onSubmit={form.onSubmit(send)}>`: `send` runs with the values once `check` passes, never
   * twice at once (two Enter presses in the same tick included); `form.submitting` is true meanwhile.
   */
  onSubmit: (send: (values: V) => unknown) => (event?: FormEvent<HTMLFormElement>) => void;
  /** The server refused some fields: its messages go next to them, each until its field is edited. */
  showServerErrors: (errors: FieldErrors<V>) => void;
  /**
   * The last send's failure that concerns no field (a network or service error, a refusal of the
   * whole request), for the alert above the buttons; cleared by the next attempt.
   */
  failure: unknown;
  fail: (failure: unknown) => void;
  /** A field focused with its text selected, ready to be typed again (a refused password). */
  select: (field: keyof V & string) => void;
  /** Back to the initial values, with no message (after a save that empties the form). */
  reset: () => void;
};

/**
 * Every form of the portal: `@mantine/form`'s `useForm` (decision 029), with what all our forms share.
 *
 * - Bind inputs with `form.getInputProps('field')`: value, change and the field's message.
 * - The browser's messages appear at the first attempt, then follow the typing: each disappears as
 *   soon as its field is fixed (and a confirmation follows the password it repeats).
 * - The server's messages (`showServerErrors`) stay until their own field is edited.
 * - The browser's messages follow the language: switched with messages on screen, they are said
 *   again in the new one.
 * - After a failed attempt, or the server's refusal, the first field in error takes the focus, also
 *   when it is on a part of the page that the same update shows (a wizard's earlier step).
 */
export function usePortalForm<V extends Record<string, unknown>>({
  initialValues,
  validate,
}: PortalFormOptions<V>): PortalForm<V> {
  // Namespaces the inputs' `data-path`, by which `getInputNode` finds them: a page may hold two forms.
  // (Form names are letters, digits and dashes.)
  const name = `form${useId().replace(/[^a-zA-Z0-9]/g, '-')}`;
  const attempted = useRef(false);
  const server = useRef<FieldErrors<V>>({});
  const sending = useRef(false);
  // Focus moves after the render that shows the messages (and, in a wizard, the step that holds them).
  const focusRequest = useRef<string[] | undefined>(undefined);
  const [, setFocusRound] = useState(0);
  const [failure, setFailure] = useState<unknown>(undefined);
  const form = useForm<V>({
    name,
    mode: 'controlled',
    initialValues,
    validate,
    onValuesChange: (values, previous) => {
      let edited = false;
      for (const field of Object.keys(server.current) as (keyof V & string)[]) {
        if (values[field] === previous[field]) continue;
        delete server.current[field];
        edited = true;
      }
      if (attempted.current) form.setErrors({ ...validate(values), ...server.current });
      else if (edited) form.setErrors({ ...server.current });
    },
  });

  // The browser's messages are texts in the language of the moment: a new language says them again.
  const translator = useTranslator();
  const latestValidate = useRef(validate);
  latestValidate.current = validate;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the language changes, and only then.
  useEffect(() => {
    if (attempted.current) form.setErrors({ ...latestValidate.current(form.getValues()), ...server.current });
  }, [translator]);

  useEffect(() => {
    const fields = focusRequest.current;
    if (!fields) return;
    focusRequest.current = undefined;
    const [first] = fields
      .flatMap((field) => form.getInputNode(field) ?? [])
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    first?.focus();
  });

  const focusFirst = (errors: FieldErrors<V>) => {
    const fields = Object.keys(errors).filter((field) => errors[field as keyof V & string]);
    if (fields.length === 0) return;
    focusRequest.current = fields;
    setFocusRound((round) => round + 1);
  };

  const check = () => {
    attempted.current = true;
    server.current = {};
    setFailure(undefined);
    const { hasErrors, errors } = form.validate();
    if (hasErrors) focusFirst(errors as FieldErrors<V>);
    return !hasErrors;
  };

  return {
    ...form,
    // Only `validate` and `showServerErrors` set messages, and both give text.
    errors: form.errors as FieldErrors<V>,
    check,
    onSubmit: (send) => (event) => {
      event?.preventDefault();
      if (sending.current || !check()) return;
      sending.current = true;
      form.setSubmitting(true);
      void (async () => {
        try {
          await send(form.getValues());
        } finally {
          sending.current = false;
          form.setSubmitting(false);
        }
      })();
    },
    showServerErrors: (errors) => {
      server.current = { ...errors };
      form.setErrors({ ...errors });
      focusFirst(errors);
    },
    failure,
    fail: setFailure,
    select: (field) => {
      const node = form.getInputNode(field);
      node?.focus();
      if (node instanceof HTMLInputElement) node.select();
    },
    reset: () => {
      attempted.current = false;
      server.current = {};
      setFailure(undefined);
      form.reset();
    },
  };
}

/** A wizard step's form, as `showServerErrorsByStep` uses it. */
export interface StepForm {
  getValues: () => object;
  showServerErrors: (errors: Readonly<Record<string, string>>) => void;
}

/**
 * The server refused fields of a wizard whose steps each have a form: each form shows the messages
 * of its own fields (the fields of its values). The earliest step with a message, for the wizard to
 * show (its first field in error takes the focus), or undefined when none concerned a step's field.
 */
export function showServerErrorsByStep(
  errors: Readonly<Partial<Record<string, string>>>,
  steps: readonly { step: number; form: StepForm }[],
): number | undefined {
  let earliest: number | undefined;
  for (const { step, form } of steps) {
    const own: Record<string, string> = {};
    for (const [field, text] of Object.entries(errors)) {
      if (text && Object.hasOwn(form.getValues(), field)) own[field] = text;
    }
    if (Object.keys(own).length === 0) continue;
    form.showServerErrors(own);
    earliest = Math.min(earliest ?? step, step);
  }
  return earliest;
}
