import { Input, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-field';

// Its own chunk, fetched the first time a form shows it: the editor (Tiptap and ProseMirror) is the
// heaviest part of the back office, and no other page needs it.
const RichTextField = lazy(() => import('./rich-text-field').then((m) => ({ default: m.RichTextField })));

/** The back office's rich-text field, loaded on first use; its label shows meanwhile. */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense
      fallback={
        <Input.Wrapper label={props.label} description={props.description}>
          <Loader size="sm" mt="xs" />
        </Input.Wrapper>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
