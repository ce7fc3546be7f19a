import { styled } from '../stitches.config.ts';

const List = styled('ul', {
  display: 'grid',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  variants: { size: { md: { gap: '$3' }, sm: { gap: '$2' } } },
});

// The tick is drawn, not read: a screen reader hears the list and its items.
const Item = styled('li', {
  display: 'grid',
  '&::before': { content: '"✓" / ""', display: 'grid', placeItems: 'center', borderRadius: '50%', backgroundColor: '$green', color: '$white', fontWeight: '$black' },
  variants: {
    size: {
      md: { gridTemplateColumns: '24px 1fr', gap: '$3', textPreset: 18, '&::before': { inlineSize: 24, blockSize: 24, textPreset: 'small' } },
      sm: { gridTemplateColumns: '20px 1fr', gap: '$2', textPreset: 16, '&::before': { inlineSize: 20, blockSize: 20, marginBlockStart: 2, fontSize: 12 } },
    },
  },
});

export const CHECK_LIST_SIZES = ['md', 'sm'] as const;

export interface CheckListProps {
  items: readonly string[];
  size?: (typeof CHECK_LIST_SIZES)[number];
}

/** Things that hold, each with a green tick: what a learner can do at a level, why a plan or a tutor fits. */
export function CheckList({ items, size = 'md' }: CheckListProps) {
  return (
    <List size={size}>
      {items.map((item) => (
        <Item key={item} size={size}>
          {item}
        </Item>
      ))}
    </List>
  );
}
