// The word tools' search: a GET form that works before any script (the server sends it on to the
// word's page, or to its 404 with suggestions), and, once the island runs, a combobox that
// suggests words as they are typed (WAI-ARIA's combobox with a list popup).
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { Button, TextField } from '../../../design-system/index.ts';
import { styled } from '../../../design-system/stitches.config.ts';
import type { WordSearchView } from '../word-pages.ts';

const Form = styled('form', { display: 'grid', gap: '$3', position: 'relative' });
const Row = styled('div', { display: 'grid', gap: '$3', alignItems: 'start', '@sm': { gridTemplateColumns: '1fr auto', '& > button': { marginBlockStart: 30 } } });
const Field = styled('div', { position: 'relative' });
const List = styled('ul', {
  position: 'absolute',
  insetInline: 0,
  zIndex: 2,
  margin: 0,
  marginBlockStart: '$1',
  padding: '$1',
  listStyle: 'none',
  borderRadius: '$md',
  border: '$borderWidths$thin solid $border',
  backgroundColor: '$surface',
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.12)',
  '&[hidden]': { display: 'none' },
  '& li': { display: 'flex', alignItems: 'center', minBlockSize: 44, paddingInline: '$3', borderRadius: '$sm', cursor: 'pointer', textPreset: 16 },
  '& li[aria-selected=true]': { backgroundColor: '$accentSurface', fontWeight: '$bold' },
});

export interface PureWordSearchProps extends WordSearchView {
  /** The suggestions shown under the field (the island's state). */
  options?: string[];
  active?: number;
  onType?: (value: string) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  onChoose?: (word: string) => void;
  /** After the field: the live region of the island. */
  children?: ReactNode;
}

/** The search of a word tool: one field, one button, and the suggestions when there are some. */
export function PureWordSearch({ action, tool, label, button, hint, suggestionsLabel, value, options = [], active = -1, onType, onKeyDown, onChoose, children }: PureWordSearchProps) {
  const id = useId();
  const listId = `${id}list`;
  const open = options.length > 0;
  return (
    <Form role="search" aria-label={label} action={action} method="get">
      <input type="hidden" name="tool" value={tool} />
      <Row>
        <Field>
          <TextField
            label={label}
            name="word"
            description={hint}
            defaultValue={value}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={40}
            lang="en"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
            onChange={onType}
            onKeyDown={onKeyDown}
          />
          <List id={listId} role="listbox" aria-label={suggestionsLabel} hidden={!open} lang="en">
            {options.map((option, index) => (
              // The field keeps focus and takes the keys (aria-activedescendant): a press on an option
              // chooses it without blurring the field first.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li key={option} id={`${listId}-${index}`} role="option" aria-selected={index === active} onMouseDown={(event) => event.preventDefault()} onClick={() => onChoose?.(option)}>
                {option}
              </li>
            ))}
          </List>
        </Field>
        <Button type="submit">{button}</Button>
      </Row>
      {children}
    </Form>
  );
}
