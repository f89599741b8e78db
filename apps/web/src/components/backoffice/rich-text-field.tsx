import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { Link, RichTextEditor, type RichTextEditorLabels } from '@mantine/tiptap';
import { type Editor, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './rich-text-field.module.css';

export interface RichTextFieldProps {
  label: string;
  description?: string;
  /** HTML; an empty editor is '' (not Tiptap's `<p></p>`). */
  value: string;
  onChange: (html: string) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** The language the text is written in (the browser's spelling check follows it). */
  lang?: string;
  /** `@mantine/form`'s marker, by which the form focuses the first field in error. */
  'data-path'?: string;
}

// Headings below the page's own title; Mantine's Link (Ctrl+K opens its editor) instead of the kit's.
const EXTENSIONS = [StarterKit.configure({ heading: { levels: [2, 3] }, link: false }), Link];

/** An editor Tiptap has not destroyed: a destroyed one has no schema left to read. */
const isLive = (editor: Editor | null): editor is Editor => editor !== null && !editor.isDestroyed;

/**
 * The editor's HTML, without the empty paragraph it keeps after a closing list or heading (so that
 * the cursor can go there), and '' when nothing is written.
 */
const htmlOf = (editor: Editor) => (editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, ''));

/**
 * A rich-text field of the back office (Mantine's Tiptap editor): bold, italic, underline, headings,
 * lists and links, with undo. It writes HTML; the server keeps only the safe part of it when saving.
 * Loaded only where it is used (`lazy-rich-text-field.tsx`): the editor weighs more than the rest of
 * a form, and nobody but the back office needs it.
 */
export function RichTextField({
  label,
  description,
  value,
  onChange,
  error,
  disabled = false,
  lang,
  'data-path': dataPath,
}: RichTextFieldProps) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: value,
    editable: !disabled,
    onUpdate: ({ editor: changed }) => onChangeRef.current(htmlOf(changed)),
  });

  // The value can change from outside (the item loaded, then saved): the editor follows it. Each
  // effect below leaves alone an editor that Tiptap has destroyed meanwhile (it makes a new one when
  // the field mounts again): such an editor has no schema left to read.
  useEffect(() => {
    if (isLive(editor) && value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (isLive(editor)) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // The editable area is the field: named by the label, described by the hint and the message.
  const describedBy = [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ');
  useEffect(() => {
    if (!isLive(editor)) return;
    editor.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': `${id}-label`,
          ...(describedBy && { 'aria-describedby': describedBy }),
          ...(error ? { 'aria-invalid': 'true' } : {}),
          ...(disabled && { 'aria-disabled': 'true' }),
          ...(lang && { lang }),
          ...(dataPath && { 'data-path': dataPath }),
        },
      },
    });
  }, [editor, id, describedBy, error, disabled, lang, dataPath]);

  const labels: Partial<RichTextEditorLabels> = {
    boldControlLabel: t('backoffice.richText.bold'),
    italicControlLabel: t('backoffice.richText.italic'),
    underlineControlLabel: t('backoffice.richText.underline'),
    h2ControlLabel: t('backoffice.richText.heading'),
    h3ControlLabel: t('backoffice.richText.subheading'),
    bulletListControlLabel: t('backoffice.richText.bulletList'),
    orderedListControlLabel: t('backoffice.richText.orderedList'),
    linkControlLabel: t('backoffice.richText.link'),
    unlinkControlLabel: t('backoffice.richText.unlink'),
    linkEditorInputLabel: t('backoffice.richText.linkAddress'),
    linkEditorInputPlaceholder: 'https://…',
    linkEditorExternalLink: t('backoffice.richText.linkNewTab'),
    linkEditorInternalLink: t('backoffice.richText.linkSameTab'),
    linkEditorSave: t('backoffice.richText.linkSave'),
    undoControlLabel: t('backoffice.richText.undo'),
    redoControlLabel: t('backoffice.richText.redo'),
  };

  return (
    <Input.Wrapper id={id} label={label} labelElement="div" description={description} error={error}>
      <RichTextEditor
        editor={editor}
        labels={labels}
        mt={4}
        classNames={{ root: classes.root, content: classes.content }}
        mod={{ invalid: Boolean(error) }}
      >
        {!disabled && (
          <RichTextEditor.Toolbar
            role="toolbar"
            aria-label={t('backoffice.richText.toolbar', { field: label })}
          >
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.H2 />
              <RichTextEditor.H3 />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
