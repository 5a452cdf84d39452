/**
 * The table on a phone: a list of rows. Its six columns do not fit 360 px, and a table that
 * scrolls sideways hides most of a row; so each row is three lines beside its radio (the name; the
 * address and city; the onboarding, monitoring and eligibility statuses), each line cut off with
 * an ellipsis, and the header is a strip of its sort buttons that scrolls sideways. The elements,
 * roles, sort, selection and virtual list stay the table's.
 */

/** Three 20 px lines, 6 px above and below, and the row's 1 px border. */
export const LIST_ROW_HEIGHT_PX = 73;
const LINE_PX = 20;
const SELECT_WIDTH_PX = 44;

/** Generated separators are not read out: their alternative text is empty. */
const separator = (text: string) => `"${text}" / ""`;

/** Under `[data-layout=rows]` on the table's box. */
export const listLayoutStyles = {
  '& table': { minWidth: 0 },
  // The sort buttons, in the columns' order, in a strip of their own.
  '& thead tr': {
    overflowX: 'auto',
    overscrollBehaviorX: 'contain',
    paddingInline: '8px',
    borderBottomWidth: '1px',
    borderColor: 'border',
  },
  '& thead th': { flex: '0 0 auto', padding: 0, borderBottomWidth: 0, height: '44px' },
  // The select column's header names a column the list does not draw.
  '& thead th:first-of-type': { flex: '0 0 0', width: 0 },
  '& th button': { paddingInline: '8px', marginLeft: 0 },
  '& tbody tr[data-index]': {
    display: 'block',
    position: 'relative',
    height: `${LIST_ROW_HEIGHT_PX}px`,
    padding: `6px 8px 6px ${SELECT_WIDTH_PX}px`,
    borderBottomWidth: '1px',
    borderColor: 'border.muted',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    lineHeight: `${LINE_PX}px`,
  },
  '& tbody tr[data-index] > td': {
    display: 'inline',
    padding: 0,
    height: 'auto',
    lineHeight: 'inherit',
    border: 'none',
  },
  // The radio's cell takes the row's height at its left: the whole of it is the tap target.
  '& tbody tr[data-index] > td:first-of-type': {
    display: 'block',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: `${SELECT_WIDTH_PX}px`,
  },
  '& tbody tr[data-index] td input': { height: '100%' },
  '& tbody tr[data-index] > td:nth-of-type(2)': {
    display: 'block',
    fontWeight: 'semibold',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  // Address, city; then a line break before the statuses.
  '& tbody tr[data-index] > td:nth-of-type(4)::before': { content: separator(', ') },
  '& tbody tr[data-index] > td:nth-of-type(4)::after': {
    content: separator('\\A'),
    whiteSpace: 'pre',
  },
  '& tbody tr[data-index] > td:nth-of-type(n + 5)': { color: 'fg.muted' },
  '& tbody tr[data-index] > td:nth-of-type(n + 6)::before': { content: separator(' · ') },
} as const;
