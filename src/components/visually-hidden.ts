/**
 * Styles for text read by screen readers only: a 1 px clipped box (the width in px, since a bare 1 in MUI's `sx` means
 * 100%), which takes no room at any viewport width.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
