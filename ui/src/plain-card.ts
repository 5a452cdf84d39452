/**
 * The frame of Chakra's small outline card, for cards drawn as plain elements and styled once on
 * their list: a repeated part of a first render, where a Chakra card, header and body per item each
 * cost a style resolution before the page first paints. Padding and gaps are the list's own.
 */
export const PLAIN_CARD_FRAME = {
  display: 'flex',
  flexDirection: 'column',
  minWidth: '0',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'l3',
  bg: 'bg.panel',
  color: 'fg',
  wordWrap: 'break-word',
} as const;
